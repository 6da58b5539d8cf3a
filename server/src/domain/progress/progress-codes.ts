import { createHmac, timingSafeEqual } from 'node:crypto'
import Hashids from 'hashids'
import type { ShopInstance } from '../../instance/shop-instance.js'
import type { ChallengeView } from '../../challenges/tracker.js'
import { forbidden, invalid, notFound } from '../errors.js'

/** The three progress codes (docs/api.md "Progress codes"). */
export type ProgressKind = 'solved' | 'findIt' | 'fixIt'

const MIN_LENGTH = 60
/** Longer than any honest code for thousands of challenges; bounds the decoding work. */
const MAX_CODE_LENGTH = 1000
/**
 * Challenge ids start at 1, so 0 is free to stand for "nothing yet": a code is never empty, which
 * the client treats as an invalid answer.
 */
const EMPTY_MARKER = 0

interface CodeSpec {
  /**
   * Every code ends with an HMAC of its ids as its last two numbers, so the shop can tell the codes it
   * issued. Secret-salted codes are Hashids with the instance's secret in the salt as well and are
   * refused unless signed; the plain code (planted) keeps the empty salt, so anyone can decode it and
   * encode ids of their own, which the shop then cannot verify.
   */
  secretSalt: boolean
  /** Which challenges a code of this kind lists. */
  includes: (c: ChallengeView) => boolean
  apply: (shop: ShopInstance, c: ChallengeView) => void
}

const specs: Readonly<Record<ProgressKind, CodeSpec>> = Object.freeze({
  // Planted (progressCodeForgeChallenge): no salt and no signature, so anyone can decode and re-encode this code.
  solved: {
    secretSalt: false,
    includes: c => c.solved,
    apply: (shop, c) => { shop.challenges.solve(c.key, true) }
  },
  findIt: {
    secretSalt: true,
    includes: c => c.codingChallengeStatus >= 1,
    apply: (shop, c) => { if (c.hasSnippet) shop.challenges.raiseCodingStatus(c.key, 1) }
  },
  fixIt: {
    secretSalt: true,
    includes: c => c.codingChallengeStatus === 2,
    apply: (shop, c) => { if (c.hasSnippet) shop.challenges.raiseCodingStatus(c.key, 2) }
  }
})

/** Two 32-bit words of an HMAC over the kind and the ids: 64 bits nobody can guess. */
function signature (secret: string, kind: ProgressKind, ids: readonly number[]): [number, number] {
  const mac = createHmac('sha256', secret).update(`${kind}:${ids.join(',')}`).digest()
  return [mac.readUInt32BE(0), mac.readUInt32BE(4)]
}

function codecFor (shop: ShopInstance, kind: ProgressKind): Hashids {
  return specs[kind].secretSalt ? new Hashids(`${kind}:${shop.secrets.progressKey}`, MIN_LENGTH) : new Hashids('', MIN_LENGTH)
}

/** The current code of one kind for this shop. */
export function progressCode (shop: ShopInstance, kind: ProgressKind): string {
  const spec = specs[kind]
  const listed = shop.challenges.list().filter(spec.includes).map(c => c.id)
  const ids = listed.length > 0 ? listed : [EMPTY_MARKER]
  return codecFor(shop, kind).encode([...ids, ...signature(shop.secrets.progressKey, kind, ids)])
}

function decodeNumbers (codec: Hashids, code: string): number[] {
  if (code.length > MAX_CODE_LENGTH) throw invalid(`A progress code has at most ${MAX_CODE_LENGTH} characters`)
  // Hashids throws on characters outside its alphabet; those codes are simply not codes.
  // Stryker disable next-line ConditionalExpression,Regex: an early answer only; without it the catch below gives the same []
  if (!/^[a-zA-Z0-9]+$/.test(code)) return []
  try {
    return codec.decode(code).map(Number)
  } catch {
    return []
  }
}

/** What a code lists, and whether this shop issued it (its signature checks out with the instance's secret). */
interface Decoded { ids: number[], issued: boolean }

function verified (shop: ShopInstance, kind: ProgressKind, numbers: readonly number[]): number[] | undefined {
  if (numbers.length < 3) return undefined
  const ids = numbers.slice(0, -2)
  const expected = Buffer.from(signature(shop.secrets.progressKey, kind, ids).join(','))
  const given = Buffer.from(numbers.slice(-2).join(','))
  return expected.length === given.length && timingSafeEqual(expected, given) ? ids : undefined
}

/**
 * A secret-salted code lists nothing unless signed. A plain code without a valid signature was made
 * elsewhere (by hand, or by a shop before codes were signed): all its numbers count as ids.
 */
function decode (shop: ShopInstance, kind: ProgressKind, code: string): Decoded {
  const numbers = decodeNumbers(codecFor(shop, kind), code)
  const ids = verified(shop, kind, numbers)
  if (ids !== undefined) return { ids, issued: true }
  return { ids: specs[kind].secretSalt ? [] : numbers, issued: false }
}

/**
 * Whether only codes this shop issued may restore progress. A shop that shows real flags feeds a CTF
 * platform: restored challenges count as solved, and their flags can be fetched again with
 * repeat-notification, so a code anyone can forge must not restore anything there.
 */
function restoresOnlyIssuedCodes (shop: ShopInstance): boolean {
  return shop.config.ctf.showFlagsInNotifications
}

/**
 * Restores the progress a code lists: solves (as restores, so no confetti) or raises coding status.
 * Ids no challenge has are skipped and reported with the `progress.applied` event. In the CTF profile
 * a code this shop did not issue restores nothing; it is still reported, then refused.
 */
export function applyProgressCode (shop: ShopInstance, kind: ProgressKind, code: string): void {
  const spec = specs[kind]
  const decoded = decode(shop, kind, code)
  if (decoded.ids.length === 0) throw notFound('Progress code')
  const restores = decoded.issued || !restoresOnlyIssuedCodes(shop)
  const byId = new Map(shop.challenges.list().map(c => [c.id, c]))
  const ids: number[] = []
  const unknownIds: number[] = []
  for (const id of new Set(decoded.ids)) {
    if (id === EMPTY_MARKER) continue
    const challenge = byId.get(id)
    if (!challenge) { unknownIds.push(id); continue }
    if (!restores) continue
    spec.apply(shop, challenge)
    ids.push(id)
  }
  shop.events.emit('progress.applied', { kind, ids, unknownIds })
  if (!restores) throw forbidden('This progress code was not issued by this shop; during a CTF only codes the shop issued restore progress')
}
