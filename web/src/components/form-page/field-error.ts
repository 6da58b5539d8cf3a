import type { TFunction } from 'i18next'
import type { FieldError } from 'react-hook-form'

/**
 * Zod schemas carry translation keys as their messages; this turns a field's error into the text
 * for helperText. Parameters (e.g. the allowed length) are filled in here, at render time, so the
 * message follows the current language.
 */
export function fieldErrorText (t: TFunction, error: FieldError | undefined, params?: Record<string, unknown>): string | undefined {
  if (!error?.message) return undefined
  return t(error.message, params)
}
