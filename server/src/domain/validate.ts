import type { z } from 'zod'
import { invalid } from './errors.js'

/** Validates input against a schema; a failure is `invalid` with one entry per field, so clients can mark each one. */
export function validate<T extends z.ZodTypeAny> (schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {})
  if (!result.success) {
    const errors = result.error.issues.map(issue => ({ field: issue.path.join('.'), message: issue.message }))
    throw invalid(errors.map(e => e.field ? `${e.field}: ${e.message}` : e.message).join('; '), { errors })
  }
  return result.data
}
