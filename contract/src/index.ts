/*
 * The API contract: the records the server sends and the web app reads, defined once. The server
 * types its answers with these types and a test parses its real answers with the schemas; the web
 * app imports the types (`import type`, so zod stays out of its first load); a test holds the field
 * tables of docs/api.md ("Records") to the schemas listed in `records`.
 */
import type { z } from 'zod'
import { tokenUserSchema } from './account.js'
import { basketItemSchema, basketProductSchema, basketSchema } from './basket.js'
import { productSchema, reviewSchema } from './catalogue.js'
import { addressSchema, cardSchema, deliveryMethodSchema, orderLineSchema, orderSchema } from './checkout.js'
import { challengeSchema, challengeSolvedNoticeSchema, learningPathSchema } from './challenges.js'
import { classroomScoreRowSchema, classroomScoresSchema, classroomSolveSchema } from './classroom.js'
import { complaintSchema, feedbackSchema, memoryAuthorSchema, memorySchema, savedMemorySchema } from './community.js'

export * from './account.js'
export * from './basket.js'
export * from './catalogue.js'
export * from './challenges.js'
export * from './checkout.js'
export * from './classroom.js'
export * from './community.js'

/** Every record with fields, by the name its heading carries in docs/api.md ("Records"). */
export const records: Readonly<Record<string, z.ZodObject>> = {
  Challenge: challengeSchema,
  ChallengeSolvedNotice: challengeSolvedNoticeSchema,
  LearningPath: learningPathSchema,
  TokenUser: tokenUserSchema,
  Product: productSchema,
  Review: reviewSchema,
  BasketItem: basketItemSchema,
  BasketProduct: basketProductSchema,
  Basket: basketSchema,
  Address: addressSchema,
  Card: cardSchema,
  DeliveryMethod: deliveryMethodSchema,
  Order: orderSchema,
  OrderLine: orderLineSchema,
  Feedback: feedbackSchema,
  Complaint: complaintSchema,
  Memory: memorySchema,
  SavedMemory: savedMemorySchema,
  MemoryAuthor: memoryAuthorSchema,
  ClassroomScoreRow: classroomScoreRowSchema,
  ClassroomScores: classroomScoresSchema,
  ClassroomSolve: classroomSolveSchema
}
