import { useParams } from 'react-router'
import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function AddressForm () {
  const { addressId } = useParams()
  return <PlaceholderScreen titleKey={addressId === undefined ? 'TITLE_ADD_NEW_ADDRESS' : 'TITLE_EDIT_ADDRESS'} />
}
