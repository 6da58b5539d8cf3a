import { ApiError, errorMessage } from '@/lib/api-client'

function bodyRecord (err: unknown): Record<string, unknown> | null {
  if (!(err instanceof ApiError)) return null
  const body = err.body
  return body !== null && typeof body === 'object' ? body as Record<string, unknown> : null
}

/**
 * What the login form shows above itself. Normally the server's sentence; but a
 * database failure answers `{ error: { message, name, sql, stack } }`, and then the whole object is
 * printed. PLANTED (verboseErrorChallenge, on purpose): showing the statement and stack to the
 * player is the weakness this training shop teaches; a real shop would show a generic text.
 */
export function loginErrorText (err: unknown): string {
  const nested = bodyRecord(err)?.error
  if (nested !== null && typeof nested === 'object') return JSON.stringify(nested, null, 2)
  return errorMessage(err)
}

function capitalise (text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The first entry of the validation errors, capitalised, else the error text. */
export function registrationErrorText (err: unknown): string {
  const errors = bodyRecord(err)?.errors
  if (Array.isArray(errors) && errors.length > 0) {
    const first: unknown = errors[0]
    if (typeof first === 'string' && first !== '') return capitalise(first)
    const message = first !== null && typeof first === 'object' ? (first as { message?: unknown }).message : undefined
    if (typeof message === 'string' && message !== '') return capitalise(message)
  }
  return errorMessage(err)
}
