import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function Payment () {
  return <PlaceholderScreen titleKey="TITLE_PAYMENT_OPTIONS" />
}
