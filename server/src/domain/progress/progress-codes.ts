import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import Hashids from 'hashids'
import type { ShopPorts } from '../ports.js'
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
   * Every code follows its ids with two words of an HMAC of them, so the shop can tell the codes it
   * issued. Secret-salted codes are Hashids with the instance's secret in the salt as well and are
   * refused unless signed. The plain code (planted) keeps the empty salt, so anyone can decode it and
   * encode ids of their own, which the shop then cannot verify; it ends with a public check word.
   */
  secretSalt: boolean
  /** Which challenges a code of this kind lists. */
  includes: (c: ChallengeView) => boolean
  apply: (shop: Pick<ShopPorts, 'challenges'>, c: ChallengeView) => void
}

const specs: Readonly<Record<ProgressKind, CodeSpec>> = Object.freeze({
  // Planted (progressCodeForgeChallenge): no salt, so anyone can decode and re-encode this code.
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

/**
 * The plain code travels between shops, which cannot check each other's signatures. A public check
 * word after the signature tells any shop where the ids end, so another shop's signature is not taken
 * for ids no challenge has (the forgery); a code made by hand carries a matching one by a 1 in 2³² chance.
 */
function checkWord (kind: ProgressKind, numbers: readonly number[]): number {
  return createHash('sha256').update(`${kind}:${numbers.join(',')}`).digest().readUInt32BE(0)
}

/** Two 32-bit words of an HMAC over the kind and the ids: 64 bits nobody can guess. */
function signature (secret: string, kind: ProgressKind, ids: readonly number[]): [number, number] {
  const mac = createHmac('sha256', secret).update(`${kind}:${ids.join(',')}`).digest()
  return [mac.readUInt32BE(0), mac.readUInt32BE(4)]
}

function codecFor (shop: Pick<ShopPorts, 'secrets'>, kind: ProgressKind): Hashids {
  return specs[kind].secretSalt ? new Hashids(`${kind}:${shop.secrets.progressKey}`, MIN_LENGTH) : new Hashids('', MIN_LENGTH)
}

/** The current code of one kind for this shop. */
export function progressCode (shop: Pick<ShopPorts, 'challenges' | 'secrets'>, kind: ProgressKind): string {
  const spec = specs[kind]
  const listed = shop.challenges.list().filter(spec.includes).map(c => c.id)
  const ids = listed.length > 0 ? listed : [EMPTY_MARKER]
  const signed = [...ids, ...signature(shop.secrets.progressKey, kind, ids)]
  return codecFor(shop, kind).encode(specs[kind].secretSalt ? signed : [...signed, checkWord(kind, signed)])
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

function verified (shop: Pick<ShopPorts, 'secrets'>, kind: ProgressKind, numbers: readonly number[]): number[] | undefined {
  if (numbers.length < 3) return undefined
  const ids = numbers.slice(0, -2)
  const expected = Buffer.from(signature(shop.secrets.progressKey, kind, ids).join(','))
  const given = Buffer.from(numbers.slice(-2).join(','))
  return expected.length === given.length && timingSafeEqual(expected, given) ? ids : undefined
}

/**
 * A secret-salted code lists nothing unless signed. A plain code with a check word lists the numbers
 * before its signature, issued here or by another shop; one without (made by hand, or by a shop before
 * codes were signed) lists all its numbers.
 */
function decode (shop: Pick<ShopPorts, 'secrets'>, kind: ProgressKind, code: string): Decoded {
  const numbers = decodeNumbers(codecFor(shop, kind), code)
  if (specs[kind].secretSalt) return { ids: verified(shop, kind, numbers) ?? [], issued: true }
  const signed = numbers.slice(0, -1)
  if (signed.length < 3 || numbers.at(-1) !== checkWord(kind, signed)) return { ids: numbers, issued: false }
  const ids = verified(shop, kind, signed)
  return ids === undefined ? { ids: signed.slice(0, -2), issued: false } : { ids, issued: true }
}

/**
 * Whether only codes this shop issued may restore progress. A shop that shows real flags feeds a CTF
 * platform: restored challenges count as solved, and their flags can be fetched again with
 * repeat-notification, so a code anyone can forge must not restore anything there.
 */
function restoresOnlyIssuedCodes (shop: Pick<ShopPorts, 'config'>): boolean {
  return shop.config.ctf.showFlagsInNotifications
}

/**
 * Restores the progress a code lists: solves (as restores, so no confetti) or raises coding status.
 * Ids no challenge has are skipped and reported with the `progress.applied` event. In the CTF profile
 * a code this shop did not issue restores nothing; it is still reported, then refused.
 */
export function applyProgressCode (shop: Pick<ShopPorts, 'challenges' | 'secrets' | 'config' | 'events'>, kind: ProgressKind, code: string): void {
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
