import { z } from 'zod'

/** Reviews hold at most 160 characters. */
export const MAX_REVIEW_LENGTH = 160

/** Messages are translation keys; leading and trailing blanks do not count as text. */
export const reviewSchema = z.object({
  message: z.string().trim().min(1, 'MANDATORY_REVIEW').max(MAX_REVIEW_LENGTH, 'MANDATORY_REVIEW')
})

export type ReviewFormValues = z.infer<typeof reviewSchema>
