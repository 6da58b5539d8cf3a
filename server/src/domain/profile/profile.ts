import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { guardedFetch } from '../../challenges/mechanisms/outbound-fetch.js'
import type { ShopPorts } from '../ports.js'
import type { UserRow } from '../../repositories/users.js'
import { DomainError, invalid, unauthenticated } from '../errors.js'
import { ownStoredFile, releaseStoredFile, storeUserFiles } from '../files/storage.js'
import { magicType, MEMORY_LIMITS, UPLOADS_FOLDER, UPLOADS_URL, type UploadedImage } from '../memories/memories.js'
import { validate } from '../validate.js'

export const usernameSchema = z.object({
  username: z.string('Please enter a username').trim().max(128, 'Usernames are limited to 128 characters')
})

export const imageUrlSchema = z.object({
  imageUrl: z.string('Please enter an image URL').trim().min(1, 'Please enter an image URL').max(500, 'The URL is too long')
    // Line breaks and other control characters would break the header the URL is written into.
    .refine(url => !/[\u0000-\u001f\u007f]/.test(url), 'The URL contains characters that are not allowed')
    .refine(url => { try { return ['http:', 'https:'].includes(new URL(url).protocol) } catch { return false } }, 'Please enter an http or https URL')
})

/** Proves the image fetch to the shop's own listener comes from the shop (`X-Shop-Internal`). */
export interface OutboundIdentity { internalSecret: string }

/** Who asked for a change and from which page, for the cross-site request detector. */
export interface RequestOrigin { origin?: string, referer?: string, shopOrigin: string }

/** The logged-in user's own row, or a 401 when the account is gone. */
export function profileOwner (shop: Pick<ShopPorts, 'repos'>, userId: number | undefined): UserRow {
  const user = userId === undefined ? undefined : shop.repos.users.findById(userId)
  if (!user) throw unauthenticated('Please log in to see your profile')
  return user
}

/**
 * Renames the user. Planted (csrfRenameChallenge): the change needs nothing but the browser's
 * token cookie; neither a form token nor the Origin is checked.
 */
export function renameUser (shop: Pick<ShopPorts, 'repos' | 'events'>, userId: number | undefined, body: unknown, from: RequestOrigin): UserRow {
  const user = profileOwner(shop, userId)
  const { username } = validate(usernameSchema, body)
  shop.repos.users.updateUsername(user.id, username)
  shop.events.emit('profile.renamed', { userId: user.id, username, ...from })
  return profileOwner(shop, user.id)
}

/** The account's own stored profile image (a file in the area), which a new image replaces. */
const previousImage = (shop: Pick<ShopPorts, 'repos'>, user: UserRow): string | undefined =>
  ownStoredFile(shop, user.id, 'profile-image', user.profileImage, UPLOADS_URL, UPLOADS_FOLDER)

/** Keeps the picture under a new name, replacing the account's previous one; returns its URL. */
function storeImage (shop: Pick<ShopPorts, 'repos' | 'files' | 'config'>, user: UserRow, bytes: Buffer): string {
  const type = magicType(bytes)
  if (type === null) throw new DomainError('unsupported', 'Only PNG and JPEG images can be used as profile images')
  const fileName = `profile-${randomBytes(12).toString('hex')}.${type === 'png' ? 'png' : 'jpg'}`
  const previous = previousImage(shop, user)
  storeUserFiles(shop, user.id, 'profile-image', [{ target: shop.files.resolve(UPLOADS_FOLDER, fileName), data: bytes }], previous === undefined ? [] : [previous])
  return `${UPLOADS_URL}/${fileName}`
}

/** A profile image uploaded as a file: PNG or JPEG by its first bytes, at most 1 MB. */
export function setUploadedImage (shop: Pick<ShopPorts, 'repos' | 'files' | 'config'>, userId: number | undefined, image: UploadedImage | undefined): UserRow {
  const user = profileOwner(shop, userId)
  if (!image || image.bytes.length === 0) throw invalid('Please choose an image to upload')
  if (image.bytes.length > MEMORY_LIMITS.imageBytes) throw new DomainError('too-large', 'Images are limited to 1 MB')
  shop.repos.users.updateProfileImage(user.id, storeImage(shop, user, image.bytes))
  return profileOwner(shop, user.id)
}

/**
 * A profile image by URL. An image on the shop itself is fetched through the outbound guard and
 * kept as a file; any other address is stored as it is and loaded by the visitor's browser, so the
 * server never reaches another host.
 */
export async function setImageFromUrl (shop: Pick<ShopPorts, 'id' | 'repos' | 'files' | 'config' | 'events'> & OutboundIdentity, userId: number | undefined, body: unknown, listenerPort: number): Promise<UserRow> {
  const user = profileOwner(shop, userId)
  const { imageUrl } = validate(imageUrlSchema, body)
  let stored = imageUrl
  // Planted (ssrfChallenge): any path of the shop's own listener is fetched with the server's
  // standing, the loopback-only ones included.
  // vuln-code-snippet start ssrfChallenge
  if (isOwnListener(imageUrl, listenerPort)) { // vuln-code-snippet vuln-line ssrfChallenge
    const answer = await guardedFetch(imageUrl, { // vuln-code-snippet vuln-line ssrfChallenge
      port: listenerPort,
      instanceId: shop.id,
      internalSecret: shop.internalSecret,
      onRequest: target => { shop.events.emit('outbound.fetched', target) }
    })
    if (answer.status !== 200) throw invalid(`The image could not be loaded (status ${answer.status})`)
    stored = storeImage(shop, user, answer.body)
  }
  // vuln-code-snippet end ssrfChallenge
  // A link to another site replaces the stored picture too.
  const previous = stored === imageUrl ? previousImage(shop, user) : undefined
  if (previous !== undefined) releaseStoredFile(shop, user.id, previous)
  shop.repos.users.updateProfileImage(user.id, stored)
  return profileOwner(shop, user.id)
}

function isOwnListener (raw: string, port: number): boolean {
  const url = new URL(raw)
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname.toLowerCase()) && Number(url.port || (url.protocol === 'https:' ? 443 : 80)) === port
}
