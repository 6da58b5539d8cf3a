import { z } from 'zod'

export const COMMENT_MAX_LENGTH = 160

/** Messages are translation keys, shown in the chosen language. */
export const contactSchema = z.object({
  comment: z.string().trim().min(1, 'MANDATORY_COMMENT').max(COMMENT_MAX_LENGTH, 'MAX_TEXTAREA_LENGTH'),
  rating: z.number().int().min(1, 'MANDATORY_RATING').max(5),
  captcha: z.string().trim().min(1, 'MANDATORY_CAPTCHA').regex(/^-?\d+$/, 'INVALID_CAPTCHA')
})

export type ContactValues = z.input<typeof contactSchema>
