import { DomainError } from '../domain/errors.js'

export const TEAM_NAME_MAX_LENGTH = 32

/**
 * Characters and sequences a team name may not hold. The name shows up in paths, pages and CSV
 * cells; refusing what looks like a path, markup or a statement keeps every one of those plain.
 */
const FORBIDDEN = /[/\\<>"';`]|\.\.|--/
/** Control, format (zero-width, direction marks), surrogate, private-use and unassigned code points. */
const INVISIBLE = /\p{C}/u
const MEANINGFUL = /[\p{L}\p{N}]/u

export const teamNameInvalid = (reason: string): DomainError =>
  new DomainError('invalid', `Team name ${reason}`, { error: 'team_name_invalid' })

/**
 * The team name as it is stored and shown: NFKC, trimmed, inner runs of white space collapsed to
 * one space. Throws `team_name_invalid` for anything a team could not be called.
 */
export function normaliseTeamName (raw: unknown): string {
  if (typeof raw !== 'string') throw teamNameInvalid('is missing')
  const composed = raw.normalize('NFKC')
  // Before collapsing white space: a tab or line break is a control character, not a space.
  if (INVISIBLE.test(composed)) throw teamNameInvalid('contains control or invisible characters')
  const name = composed.replace(/\s+/gu, ' ').trim()
  if (name === '') throw teamNameInvalid('is empty')
  if ([...name].length > TEAM_NAME_MAX_LENGTH) throw teamNameInvalid(`is longer than ${TEAM_NAME_MAX_LENGTH} characters`)
  if (FORBIDDEN.test(name)) throw teamNameInvalid('may not contain / \\ < > " \' ; ` .. or --')
  if (!MEANINGFUL.test(name)) throw teamNameInvalid('needs at least one letter or digit')
  return name
}

/**
 * The key two names are compared by: a name that differs from another only in case or Unicode
 * form is the same team. Upper then lower case folds more than lower case alone ("ß" and "SS").
 */
export function teamNameKey (name: string): string {
  return name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC').replace(/\s+/gu, ' ').trim()
}
