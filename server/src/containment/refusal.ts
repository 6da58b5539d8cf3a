import type { ParseRefusal } from './tasks.js'

/** A parser's format budget tripped: the shop answers 503 with this message. */
export const overBudget = (message: string): ParseRefusal => ({ ok: false, refusal: 'budget', message })

/** The input cannot be read: the shop answers 400 with this message. */
export const unreadable = (message: string): ParseRefusal => ({ ok: false, refusal: 'invalid', message })

export const messageOf = (error: unknown): string => error instanceof Error ? error.message : String(error)
