import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function OrderCompletion () {
  return <PlaceholderScreen titleKey="TITLE_ORDER_COMPLETION" />
}
