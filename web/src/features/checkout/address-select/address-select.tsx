import { AddressList } from '../components/address-list'

/** Route /address/select: the checkout's first step. */
export default function AddressSelect () {
  return <AddressList mode="select" />
}
