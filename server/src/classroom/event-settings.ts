import type { ClassroomNotice } from '@shop/contract'
import { z } from 'zod'
import { DomainError } from '../domain/errors.js'
import type { ClassroomSettingsRepository } from '../repositories/classroom-settings.js'

export type Notice = ClassroomNotice

export const NOTICE_MAX_CHARS = 500

// Line breaks and tabs are fine in a notice; other control characters only garble the banner.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/

const noticeInput = z.object({
  message: z.string().trim()
    .refine(text => text.length > 0, 'The notice is empty')
    .refine(text => [...text].length <= NOTICE_MAX_CHARS, `A notice has at most ${NOTICE_MAX_CHARS} characters`)
    .refine(text => !CONTROL.test(text), 'A notice holds no control characters')
})
const eventEndInput = z.object({ eventEnd: z.union([z.iso.datetime({ offset: true }), z.null()]) })
const pinnedPathInput = z.object({ pathId: z.union([z.string().max(100), z.null()]) })

/** Parses trainer input; a failure is a 400 with the contract's error code and the first problem as message. */
function parse<T extends z.ZodTypeAny> (schema: T, input: unknown, code: string): z.infer<T> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  throw new DomainError('invalid', result.error.issues[0]?.message ?? 'Invalid input', { error: code })
}

/**
 * What the trainer sets while the class runs: the event end (scores freeze after it) and the latest
 * notice. Both live in the classroom database; the event end set there wins over the configuration,
 * including a stored `null` ("no end").
 */
export class EventSettings {
  constructor (
    private readonly repo: ClassroomSettingsRepository,
    private readonly configuredEventEnd: string | null,
    private readonly clock: () => Date,
    /** Ids of the learning paths a trainer may pin (data/learning-paths.yml). */
    private readonly learningPaths: ReadonlySet<string> = new Set()
  ) {}

  eventEnd (): string | null {
    const stored = this.repo.get('eventEnd')
    if (typeof stored === 'string' || stored === null) return stored
    return this.configuredEventEnd === null ? null : new Date(this.configuredEventEnd).toISOString()
  }

  /** Validates `{ eventEnd: ISO time | null }` and stores it in UTC, so stored times compare as text. */
  setEventEnd (input: unknown): string | null {
    const { eventEnd } = parse(eventEndInput, input, 'event_end_invalid')
    const value = eventEnd === null ? null : new Date(eventEnd).toISOString()
    this.repo.set('eventEnd', value)
    return value
  }

  /** True once the event end has passed: the ranking no longer changes. */
  frozen (): boolean {
    const end = this.eventEnd()
    return end !== null && this.clock().toISOString() >= end
  }

  /** Whether a solve at that time scores (solves after the event end are shown but not counted). */
  counts (solvedAt: string, eventEnd = this.eventEnd()): boolean {
    return eventEnd === null || solvedAt <= eventEnd
  }

  /** The learning path pinned for the class, or null; a pinned path the shop no longer has counts as none. */
  pinnedPath (): string | null {
    const stored = this.repo.get('pinnedPath')
    return typeof stored === 'string' && this.learningPaths.has(stored) ? stored : null
  }

  /** Validates `{ pathId: learning path id | null }` and keeps it; an unknown id is a 400. */
  pinPath (input: unknown): string | null {
    const { pathId } = parse(pinnedPathInput, input, 'pinned_path_invalid')
    if (pathId !== null && !this.learningPaths.has(pathId)) throw new DomainError('invalid', 'No learning path has that id', { error: 'learning_path_unknown' })
    this.repo.set('pinnedPath', pathId)
    return pathId
  }

  notice (): Notice | null {
    const stored = this.repo.get('notice') as Notice | null | undefined
    return stored ?? null
  }

  /** Validates `{ message }` (1–500 characters of plain text) and keeps it as the latest notice. */
  setNotice (input: unknown): Notice {
    const { message } = parse(noticeInput, input, 'notice_invalid')
    const notice = { message, at: this.clock().toISOString() }
    this.repo.set('notice', notice)
    return notice
  }
}
