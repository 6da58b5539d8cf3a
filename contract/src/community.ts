import { z } from 'zod'

const timestamp = z.string()

/** A customer feedback (`/api/Feedbacks`); `UserId` is null for anonymous feedback. */
export const feedbackSchema = z.strictObject({
  id: z.number().int(),
  UserId: z.number().int().nullable(),
  comment: z.string(),
  rating: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp
})
export type Feedback = z.infer<typeof feedbackSchema>

/** A complaint (`/api/Complaints`); `file` is the stored name of an uploaded file it quotes. */
export const complaintSchema = z.strictObject({
  id: z.number().int(),
  UserId: z.number().int(),
  message: z.string(),
  file: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp
})
export type Complaint = z.infer<typeof complaintSchema>

/** Who posted a memory: only the public part of the account. */
export const memoryAuthorSchema = z.strictObject({
  id: z.number().int(),
  username: z.string()
})
export type MemoryAuthor = z.infer<typeof memoryAuthorSchema>

/** A photo as `POST /rest/memories` answers it: the stored row, without its author. */
export const savedMemorySchema = z.strictObject({
  id: z.number().int(),
  UserId: z.number().int().nullable(),
  caption: z.string(),
  /** Relative to the site root, e.g. `assets/public/images/uploads/…`. */
  imagePath: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp
})
export type SavedMemory = z.infer<typeof savedMemorySchema>

/** A photo of the photo wall as `GET /rest/memories` lists it. */
export const memorySchema = z.strictObject({
  ...savedMemorySchema.shape,
  /** Null when the account is gone. */
  User: memoryAuthorSchema.nullable()
})
export type Memory = z.infer<typeof memorySchema>

/** A recycling request (`POST /api/Recycles`, 201; `GET /api/Recycles`, `GET /api/Recycles/{id}`). */
export const recycleSchema = z.strictObject({
  id: z.number().int(),
  UserId: z.number().int(),
  AddressId: z.number().int(),
  /** Liters of pomace. */
  quantity: z.number().int(),
  /** A pickup (above 100 liters) rather than a box by post. */
  isPickup: z.boolean(),
  /** The pickup date as the customer gave it; null for a box. */
  pickupDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string()
})
export type Recycle = z.infer<typeof recycleSchema>
