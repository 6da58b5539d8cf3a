import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function OrderHistory () {
  return <PlaceholderScreen titleKey="TITLE_ORDER_HISTORY" />
}
