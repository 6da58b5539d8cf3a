import { z } from 'zod'
import { expect } from 'vitest'

/** The `{ status: 'success', data }` envelope most answers of the shop's API come in. */
export const wrappedAnswer = <T extends z.ZodType>(data: T) => z.strictObject({ status: z.literal('success'), data })

/** Parses an answer's body with a contract schema; on a mismatch the failure names the call and zod's account of it. */
export function holds (schema: z.ZodType, res: { status: number, body: unknown }, call: string, status = 200): void {
  expect(res.status, call).toBe(status)
  const parsed = schema.safeParse(res.body)
  expect(parsed.success ? 'matches the contract' : `${call}: ${z.prettifyError(parsed.error)}`).toBe('matches the contract')
}
