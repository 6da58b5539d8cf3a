import { AddressList } from '../components/address-list'

/** Route /address/saved: manage saved addresses. */
export default function AddressSaved () {
  return <AddressList mode="manage" />
}
