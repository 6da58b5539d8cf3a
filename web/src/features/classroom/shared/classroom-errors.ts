import { ApiError } from '@/lib/api-client'

/** The error codes the classroom API answers with, each with its text key (docs/api.md, Classroom). */
const ERROR_KEYS: Record<string, string> = {
  team_name_invalid: 'CLASSROOM_ERROR_TEAM_NAME_INVALID',
  passcode_required: 'CLASSROOM_ERROR_PASSCODE_REQUIRED',
  passcode_wrong: 'CLASSROOM_ERROR_PASSCODE_WRONG',
  too_many_attempts: 'CLASSROOM_ERROR_TOO_MANY_ATTEMPTS',
  classroom_full: 'CLASSROOM_ERROR_FULL',
  password_wrong: 'CLASSROOM_ERROR_PASSWORD_WRONG',
  trainer_required: 'CLASSROOM_ERROR_TRAINER_REQUIRED',
  team_required: 'CLASSROOM_ERROR_TEAM_REQUIRED'
}

/** The `error` code of a classroom API failure, if it has one. */
export function errorCode (err: unknown): string | undefined {
  if (!(err instanceof ApiError) || err.body === null || typeof err.body !== 'object') return undefined
  const code = (err.body as { error?: unknown }).error
  return typeof code === 'string' ? code : undefined
}

/** A text key for any failure: the code's own text, else one by status (a 429 without our body too). */
export function classroomErrorKey (err: unknown): string {
  const code = errorCode(err)
  // Own keys only: a code such as "constructor" must not find what every object inherits.
  if (code !== undefined && Object.hasOwn(ERROR_KEYS, code)) return ERROR_KEYS[code]
  if (err instanceof ApiError && err.status === 429) return ERROR_KEYS.too_many_attempts
  if (err instanceof ApiError && err.status === 404) return 'CLASSROOM_ERROR_NOT_FOUND'
  return 'CLASSROOM_ERROR_UNEXPECTED'
}

/** True for the answer that means "this browser belongs to no team (any more)". */
export const isTeamRequired = (err: unknown): boolean =>
  err instanceof ApiError && err.status === 401 && errorCode(err) === 'team_required'
