import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function OrderSummary () {
  return <PlaceholderScreen titleKey="TITLE_ORDER_SUMMARY" />
}
