import { createHmac, timingSafeEqual } from 'node:crypto'
import Hashids from 'hashids'
import type { ShopInstance } from '../../instance/shop-instance.js'
import type { ChallengeView } from '../../challenges/tracker.js'
import { invalid, notFound } from '../errors.js'

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
   * Signed codes are Hashids with the instance's secret in the salt and an HMAC of their ids as the
   * last two numbers, so nobody without the secret can make one. Unsigned is the planted plain code.
   */
  signed: boolean
  /** Which challenges a code of this kind lists. */
  includes: (c: ChallengeView) => boolean
  apply: (shop: ShopInstance, c: ChallengeView) => void
}

const specs: Readonly<Record<ProgressKind, CodeSpec>> = Object.freeze({
  // Planted (progressCodeForgeChallenge): no salt and no signature, so anyone can decode and re-encode this code.
  solved: {
    signed: false,
    includes: c => c.solved,
    apply: (shop, c) => { shop.challenges.solve(c.key, true) }
  },
  findIt: {
    signed: true,
    includes: c => c.codingChallengeStatus >= 1,
    apply: (shop, c) => { if (c.hasSnippet) shop.challenges.raiseCodingStatus(c.key, 1) }
  },
  fixIt: {
    signed: true,
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
  return specs[kind].signed ? new Hashids(`${kind}:${shop.secrets.progressKey}`, MIN_LENGTH) : new Hashids('', MIN_LENGTH)
}

/** The current code of one kind for this shop. */
export function progressCode (shop: ShopInstance, kind: ProgressKind): string {
  const spec = specs[kind]
  const listed = shop.challenges.list().filter(spec.includes).map(c => c.id)
  const ids = listed.length > 0 ? listed : [EMPTY_MARKER]
  return codecFor(shop, kind).encode(spec.signed ? [...ids, ...signature(shop.secrets.progressKey, kind, ids)] : ids)
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

/** The ids a code lists, or none when it is no code of this kind from this shop. */
function decode (shop: ShopInstance, kind: ProgressKind, code: string): number[] {
  const numbers = decodeNumbers(codecFor(shop, kind), code)
  if (!specs[kind].signed) return numbers
  if (numbers.length < 3) return []
  const ids = numbers.slice(0, -2)
  const expected = Buffer.from(signature(shop.secrets.progressKey, kind, ids).join(','))
  const given = Buffer.from(numbers.slice(-2).join(','))
  return expected.length === given.length && timingSafeEqual(expected, given) ? ids : []
}

/**
 * Restores the progress a code lists: solves (as restores, so no confetti) or raises coding status.
 * Ids no challenge has are skipped and reported with the `progress.applied` event.
 */
export function applyProgressCode (shop: ShopInstance, kind: ProgressKind, code: string): void {
  const spec = specs[kind]
  const decoded = decode(shop, kind, code)
  if (decoded.length === 0) throw notFound('Progress code')
  const byId = new Map(shop.challenges.list().map(c => [c.id, c]))
  const ids: number[] = []
  const unknownIds: number[] = []
  for (const id of new Set(decoded)) {
    if (id === EMPTY_MARKER) continue
    const challenge = byId.get(id)
    if (!challenge) { unknownIds.push(id); continue }
    spec.apply(shop, challenge)
    ids.push(id)
  }
  shop.events.emit('progress.applied', { kind, ids, unknownIds })
}
