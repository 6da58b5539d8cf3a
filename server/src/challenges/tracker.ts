import { createHmac } from 'node:crypto'
import type { Challenge, ChallengeSolvedNotice } from '@shop/contract'
import type { ChallengeRepository } from '../repositories/challenges.js'
import type { ChallengeCatalogue, ChallengeDefinition } from './catalogue.js'

/** The realtime `challenge solved` notice and a row of the listing, as the API contract defines them. */
export type ChallengeSolvedEvent = ChallengeSolvedNotice
export type ChallengeView = Challenge

export interface TrackerOptions {
  flagKey: string
  /** CTF mode: notices of live solves carry the real flag. Otherwise (and for restores) a notice token that is not the flag. */
  showFlags: boolean
  showSolvedNotifications: boolean
  showHints: boolean
  /** Delivers a solve to everyone watching this instance's score board. */
  notify: (event: ChallengeSolvedEvent) => void
  /** Called once per challenge when it becomes solved (not for repeated notices); classroom scores count with it. */
  solved?: (event: ChallengeSolvedEvent) => void
  /**
   * A value that changes whenever any row of the Challenges table changes (repositories/table-versions.ts).
   * With it, an unsolved challenge asked about again before anything changed is answered without a statement.
   */
  stateVersion?: () => string
}

export function flagFor (flagKey: string, challengeName: string): string {
  return createHmac('sha1', flagKey).update(challengeName).digest('hex')
}

/**
 * What a `challenge solved` notice carries as its flag when flags are not shown: the same shape
 * (the client acknowledges it and Clean Sweep quotes it), but it cannot be turned into the flag, so
 * a page that listens in learns nothing a CTF platform would score.
 */
export function noticeTokenFor (flagKey: string, challengeName: string): string {
  return createHmac('sha1', flagKey).update(`notice\u0000${challengeName}`).digest('hex')
}

/** Solved state of one shop instance: persisted in its database and announced in real time. */
export class ChallengeTracker {
  /**
   * Keys known to be solved. A solve is never undone while the shop runs (only `npm run reset`,
   * with the server stopped, clears progress), so detectors that ask on every request (the score
   * board's list, every search) stop costing a database statement once their challenge is solved.
   */
  private readonly knownSolved = new Set<string>()
  /** Per key, the state version at which it was last read unsolved (detectors ask for some on every search). */
  private readonly unsolvedAt = new Map<string, string>()

  constructor (
    private readonly catalogue: ChallengeCatalogue,
    private readonly repo: ChallengeRepository,
    private readonly options: TrackerOptions
  ) {
    repo.ensureAll(catalogue.all)
  }

  isSolved (key: string): boolean {
    if (this.knownSolved.has(key)) return true
    const version = this.options.stateVersion?.()
    if (version !== undefined && this.unsolvedAt.get(key) === version) return false
    const solved = this.repo.find(key)?.solved === 1
    if (solved) this.knownSolved.add(key)
    else if (version !== undefined) this.unsolvedAt.set(key, version)
    return solved
  }

  /** Marks a challenge solved once; later detections of the same exploit change nothing. */
  solve (key: string, isRestore = false): boolean {
    const challenge = this.catalogue.byKey.get(key)
    if (!challenge) throw new Error(`Unknown challenge key ${key}`)
    if (this.knownSolved.has(key)) return false
    // Either way the challenge is solved now: by this call, or by an earlier one.
    const solvedNow = this.repo.markSolved(key)
    this.knownSolved.add(key)
    if (!solvedNow) return false
    const event = this.solvedEvent(challenge, isRestore)
    this.options.notify(event)
    this.options.solved?.(event)
    return true
  }

  /** Sends a solved challenge's notice again (the score board's "repeat notification"); false when unsolved. */
  repeatNotification (key: string): boolean {
    const challenge = this.catalogue.byKey.get(key)
    if (!challenge || !this.isSolved(key)) return false
    this.options.notify(this.solvedEvent(challenge, false))
    return true
  }

  /**
   * The flags (as notices carry them) of every challenge this instance has solved, computed once per
   * question: the notice token, which restores carry, and in CTF mode the real flag too.
   */
  solvedFlags (): ReadonlySet<string> {
    return new Set(this.repo.list().flatMap(row => {
      const challenge = row.solved === 1 ? this.catalogue.byKey.get(row.key) : undefined
      if (challenge === undefined) return []
      const token = noticeTokenFor(this.options.flagKey, challenge.name)
      return this.options.showFlags ? [token, flagFor(this.options.flagKey, challenge.name)] : [token]
    }))
  }

  /**
   * A restore never carries the real flag: whoever restores progress did not necessarily solve
   * anything (the plain progress code can be forged), and anyone in the room would receive it.
   */
  private noticeFlag (challenge: ChallengeDefinition, isRestore: boolean): string {
    return (this.options.showFlags && !isRestore ? flagFor : noticeTokenFor)(this.options.flagKey, challenge.name)
  }

  /** Raises a challenge's coding status (1 find-it, 2 fix-it); it never goes down. */
  raiseCodingStatus (key: string, status: 1 | 2): boolean {
    if (!this.catalogue.byKey.has(key)) throw new Error(`Unknown challenge key ${key}`)
    return this.repo.raiseCodingStatus(key, status)
  }

  codingStatus (key: string): number {
    return this.repo.find(key)?.codingChallengeStatus ?? 0
  }

  solvedEvent (challenge: ChallengeDefinition, isRestore: boolean): ChallengeSolvedEvent {
    return {
      challenge: challenge.name,
      key: challenge.key,
      flag: this.noticeFlag(challenge, isRestore),
      hidden: !this.options.showSolvedNotifications,
      isRestore
    }
  }

  /** Every challenge's id and hints, whether or not the shop shows hints on its own screens. */
  allHints (language = 'en'): Array<{ id: number, hints: readonly string[] }> {
    const translated = this.catalogue.translations?.get(language)?.texts
    return this.catalogue.all.map(c => ({ id: c.id, hints: (translated?.get(c.key) ?? c).hints }))
  }

  /** Languages the challenge texts come in besides English (`data/i18n/<lang>/`). */
  get languages (): string[] {
    return ['en', ...(this.catalogue.translations?.languages ?? [])]
  }

  /** The catalogue's own (English) name of a challenge: lookups by name and flags use it. */
  englishName (key: string): string | undefined {
    return this.catalogue.byKey.get(key)?.name
  }

  /** The listing with names, descriptions and hints in `language` where translated, English otherwise. */
  list (language = 'en'): ChallengeView[] {
    const state = new Map(this.repo.list().map(row => [row.key, row]))
    const translated = this.catalogue.translations?.get(language)?.texts
    return this.catalogue.all.map(c => {
      const row = state.get(c.key)
      const text = translated?.get(c.key) ?? c
      return {
        id: c.id,
        key: c.key,
        name: text.name,
        category: c.category,
        difficulty: c.difficulty,
        description: text.description,
        cwe: c.cwe,
        owaspTop10: c.owaspTop10,
        owaspApiTop10: c.owaspApiTop10 ?? null,
        tags: c.tags.length > 0 ? c.tags.join(',') : null,
        hint: this.options.showHints ? text.hints[0] : null,
        hints: this.options.showHints ? [...text.hints] : [],
        hintUrl: null,
        mitigationUrl: c.mitigationUrl,
        solved: row?.solved === 1,
        disabledEnv: null,
        tutorialOrder: c.tutorial?.order ?? null,
        hasTutorial: c.tutorial !== undefined,
        hasSnippet: c.hasSnippet,
        hasCodingChallenge: c.hasSnippet,
        codingChallengeStatus: row?.codingChallengeStatus ?? 0
      }
    })
  }
}
