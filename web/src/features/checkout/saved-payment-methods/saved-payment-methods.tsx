import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function SavedPaymentMethods () {
  return <PlaceholderScreen titleKey="TITLE_SAVED_PAYMENT_METHODS" />
}
