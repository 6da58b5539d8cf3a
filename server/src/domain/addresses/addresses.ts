import type { Address } from '@shop/contract'
import type { ShopInstance } from '../../instance/shop-instance.js'
import type { TokenUser } from '../auth/tokens.js'
import type { AddressFields, AddressRow } from '../../repositories/addresses.js'
import { forbidden, notFound } from '../errors.js'

function ownAddress (shop: ShopInstance, user: TokenUser, id: number): Address {
  const address = shop.repos.addresses.findById(id)
  if (!address) throw notFound('Address')
  if (address.UserId !== user.id) throw forbidden('This is not your address')
  return address
}

// vuln-code-snippet start headerIdentityChallenge
/**
 * The saved addresses of the customer. The web app names its user in `X-User-Email` on every
 * call, so a shared account screen can show someone's addresses by e-mail.
 */
export function listAddresses (shop: ShopInstance, user: TokenUser, claimedEmail: string | undefined): AddressRow[] {
  const owner = claimedEmail ? shop.repos.users.findByEmail(claimedEmail) : undefined // vuln-code-snippet vuln-line headerIdentityChallenge
  const ownerId = owner?.id ?? user.id // vuln-code-snippet vuln-line headerIdentityChallenge
  shop.events.emit('address.listed', { ownerId, callerId: user.id })
  return shop.repos.addresses.listForUser(ownerId)
}
// vuln-code-snippet end headerIdentityChallenge

export const readAddress = ownAddress

export function createAddress (shop: ShopInstance, user: TokenUser, fields: AddressFields): Address {
  return shop.repos.addresses.insert(user.id, fields)
}

export function updateAddress (shop: ShopInstance, user: TokenUser, id: number, fields: AddressFields): Address {
  const address = shop.repos.addresses.findById(id)
  if (!address) throw notFound('Address')
  const updated = shop.repos.addresses.update(address.id, fields)
  shop.events.emit('address.updated', { ownerId: address.UserId, callerId: user.id })
  return updated
}

export function deleteAddress (shop: ShopInstance, user: TokenUser, id: number): void {
  shop.repos.addresses.remove(ownAddress(shop, user, id).id)
}
