import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function AddressSaved () {
  return <PlaceholderScreen titleKey="TITLE_SAVED_ADDRESSES" />
}
