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
  codec: Hashids
  /** Which challenges a code of this kind lists. */
  includes: (c: ChallengeView) => boolean
  apply: (shop: ShopInstance, c: ChallengeView) => void
}

// The salts are the same in every shop so that codes travel between shops and restarts.
const specs: Readonly<Record<ProgressKind, CodeSpec>> = Object.freeze({
  // Planted (progressCodeForgeChallenge): no salt, so anyone can decode and re-encode this code.
  solved: {
    codec: new Hashids('', MIN_LENGTH),
    includes: c => c.solved,
    apply: (shop, c) => { shop.challenges.solve(c.key, true) }
  },
  findIt: {
    codec: new Hashids('find-it', MIN_LENGTH),
    includes: c => c.codingChallengeStatus >= 1,
    apply: (shop, c) => { if (c.hasSnippet) shop.challenges.raiseCodingStatus(c.key, 1) }
  },
  fixIt: {
    codec: new Hashids('fix-it', MIN_LENGTH),
    includes: c => c.codingChallengeStatus === 2,
    apply: (shop, c) => { if (c.hasSnippet) shop.challenges.raiseCodingStatus(c.key, 2) }
  }
})

/** The current code of one kind for this shop. */
export function progressCode (shop: ShopInstance, kind: ProgressKind): string {
  const { codec, includes } = specs[kind]
  const ids = shop.challenges.list().filter(includes).map(c => c.id)
  return codec.encode(ids.length > 0 ? ids : [EMPTY_MARKER])
}

function decode (codec: Hashids, code: string): number[] {
  if (code.length > MAX_CODE_LENGTH) throw invalid(`A progress code has at most ${MAX_CODE_LENGTH} characters`)
  // Hashids throws on characters outside its alphabet; those codes are simply not codes.
  if (!/^[a-zA-Z0-9]+$/.test(code)) return []
  try {
    return codec.decode(code).map(Number)
  } catch {
    return []
  }
}

/**
 * Restores the progress a code lists: solves (as restores, so no confetti) or raises coding status.
 * Ids no challenge has are skipped and reported with the `progress.applied` event.
 */
export function applyProgressCode (shop: ShopInstance, kind: ProgressKind, code: string): void {
  const spec = specs[kind]
  const decoded = decode(spec.codec, code)
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
