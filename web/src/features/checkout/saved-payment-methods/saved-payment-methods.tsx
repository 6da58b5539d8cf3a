import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { useDeleteCard } from '../api/delete-card'
import { useCards } from '../api/get-cards'
import { AddCardForm } from '../components/add-card-form'
import { CardTable } from '../components/card-table'
import { CheckoutCard } from '../components/checkout-card'

/** Route /saved-payment-methods: the customer's cards with remove buttons and the add-card form. */
export default function SavedPaymentMethods () {
  const cards = useCards()
  const remove = useDeleteCard()
  const { showError } = useSnackbar()
  return (
    <CheckoutCard titleKey="TITLE_SAVED_PAYMENT_METHODS">
      <CardTable cards={cards.data ?? []} onRemove={id => { remove.mutateAsync(id).catch((err: unknown) => { showError(errorMessage(err)) }) }} />
      <AddCardForm />
    </CheckoutCard>
  )
}
