import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function DeliveryMethod () {
  return <PlaceholderScreen titleKey="TITLE_DELIVERY_METHOD" />
}
