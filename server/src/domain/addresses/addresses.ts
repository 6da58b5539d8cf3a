import type { Address } from '@shop/contract'
import type { Repositories } from '../../repositories/index.js'
import type { EventSink } from '../ports.js'
import type { TokenUser } from '../auth/tokens.js'
import type { AddressFields, AddressRow } from '../../repositories/addresses.js'
import { forbidden, notFound } from '../errors.js'

interface AddressDeps { repos: Pick<Repositories, 'addresses'> }
/** Listing and updating also report whose addresses the caller reached (headerIdentityChallenge and the like). */
interface WatchedAddressDeps { repos: Pick<Repositories, 'addresses' | 'users'>, events: EventSink }

function ownAddress (shop: AddressDeps, user: TokenUser, id: number): Address {
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
export function listAddresses (shop: WatchedAddressDeps, user: TokenUser, claimedEmail: string | undefined): AddressRow[] {
  const owner = claimedEmail ? shop.repos.users.findByEmail(claimedEmail) : undefined // vuln-code-snippet vuln-line headerIdentityChallenge
  const ownerId = owner?.id ?? user.id // vuln-code-snippet vuln-line headerIdentityChallenge
  shop.events.emit('address.listed', { ownerId, callerId: user.id })
  return shop.repos.addresses.listForUser(ownerId)
}
// vuln-code-snippet end headerIdentityChallenge

export const readAddress = ownAddress

export function createAddress (shop: AddressDeps, user: TokenUser, fields: AddressFields): Address {
  return shop.repos.addresses.insert(user.id, fields)
}

export function updateAddress (shop: AddressDeps & { events: EventSink }, user: TokenUser, id: number, fields: AddressFields): Address {
  const address = shop.repos.addresses.findById(id)
  if (!address) throw notFound('Address')
  const updated = shop.repos.addresses.update(address.id, fields)
  shop.events.emit('address.updated', { ownerId: address.UserId, callerId: user.id })
  return updated
}

export function deleteAddress (shop: AddressDeps, user: TokenUser, id: number): void {
  shop.repos.addresses.remove(ownAddress(shop, user, id).id)
}
