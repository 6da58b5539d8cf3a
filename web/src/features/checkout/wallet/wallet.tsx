import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function Wallet () {
  return <PlaceholderScreen titleKey="TITLE_DIGITAL_WALLET" />
}
