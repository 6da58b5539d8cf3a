import type { ChallengeFamily } from '../detectors.js'

function isVerboseSqlError (body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const error = (body as { error?: unknown }).error
  return typeof error === 'object' && error !== null &&
    typeof (error as { sql?: unknown }).sql === 'string' && typeof (error as { stack?: unknown }).stack === 'string'
}

/** A database error that leaves the server verbatim (http/errors.ts). */
export const verboseErrorsFamily: ChallengeFamily = {
  name: 'verbose-errors',
  register (hooks) {
    hooks.onResponse(response => {
      if (response.status === 500 && isVerboseSqlError(response.body)) hooks.solve('verboseErrorChallenge')
    })
  }
}
