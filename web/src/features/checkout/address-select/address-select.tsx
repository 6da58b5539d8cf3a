import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function AddressSelect () {
  return <PlaceholderScreen titleKey="TITLE_SELECT_ADDRESS" />
}
