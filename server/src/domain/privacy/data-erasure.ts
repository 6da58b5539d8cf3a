import type { ShopPorts } from '../ports.js'
import type { VirtualRoot } from '../../challenges/mechanisms/virtual-roots.js'
import { hashAnswer } from '../auth/passwords.js'
import { DomainError, notFound, unauthenticated } from '../errors.js'
import { releaseUserFiles } from '../files/storage.js'

export const VIEWS_FOLDER = 'server/views'
const LAYOUT_PREVIEW_CHARS = 100
/** UTF-8 takes at most four bytes for one UTF-16 unit, so this many bytes hold the whole preview. */
const LAYOUT_PREVIEW_BYTES = LAYOUT_PREVIEW_CHARS * 4

/** The question the erasure form asks, for the logged-in user. */
export function erasureQuestion (shop: Pick<ShopPorts, 'repos'>, userId: number): { email: string, question: string } {
  const user = shop.repos.users.findById(userId)
  if (!user) throw notFound('User')
  return { email: user.email, question: shop.repos.securityQuestions.findForUser(user.id)?.question ?? '' }
}

/**
 * Files the erasure request after the security answer matched, then removes what the shop keeps
 * about the user except what accounting law requires (orders and invoices stay). Photo-wall entries
 * go too, and with them the account's picture files and profile image; complaint uploads stay.
 */
export function eraseUserData (shop: Pick<ShopPorts, 'repos' | 'secrets' | 'db' | 'files'>, userId: number, answer: string): { email: string, requestId: number } {
  const user = shop.repos.users.findById(userId)
  if (!user) throw notFound('User')
  const stored = shop.repos.securityAnswers.findByUser(user.id)
  if (!stored || answer.trim() === '' || hashAnswer(shop.secrets.answerKey, answer) !== stored.answer) throw unauthenticated('The answer to your security question is not correct.')
  const request = shop.db.transaction(() => {
    const filed = shop.repos.erasureRequests.insert(user.id, user.email)
    shop.repos.complaints.removeByUser(user.id)
    shop.repos.recycles.removeByUser(user.id)
    shop.repos.memories.removeByUser(user.id)
    shop.repos.chatbotProfiles.remove(user.id)
    shop.repos.imageCaptchas.clear(user.id)
    shop.repos.users.eraseAccount(user.id)
    return filed
  })()
  releaseUserFiles(shop, user.id, ['photo-wall', 'profile-image'])
  return { email: user.email, requestId: request.id }
}

/**
 * The legacy `layout` option of the confirmation page: a layout file named in the render options,
 * looked up below the views folder of the install root. A layout other than the default is shown
 * as plain text, shortened to its first 100 characters, never run as a template.
 */
export function readLayout (shop: Pick<ShopPorts, 'events'>, install: VirtualRoot, name: string): { text: string, custom: boolean } {
  // Planted (layoutFileReadChallenge): the name is joined onto the views folder unchecked; only the
  // install root's own boundary (and its refused files) holds.
  const resolved = install.resolve(VIEWS_FOLDER, name)
  if (!install.exists(resolved)) throw new DomainError('not-found', `Layout not found: ${name.slice(0, 80)}`)
  // Only the preview's bytes are read: a file of the install folder may be megabytes (a bundled
  // library, the SQLite sources), and reading it whole held the event loop for everyone.
  const custom = !resolved.insideIntendedFolder
  const text = (custom ? install.readHead(resolved, LAYOUT_PREVIEW_BYTES) : install.read(resolved)).toString('utf8')
  shop.events.emit('file.resolved', { purpose: 'layout', ...resolved })
  return custom ? { text: text.slice(0, LAYOUT_PREVIEW_CHARS), custom } : { text, custom }
}
