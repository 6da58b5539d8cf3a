/*
 * The API contract: the records the server sends and the web app reads, defined once. The server
 * types its answers with these types and a test parses its real answers with the schemas; the web
 * app imports the types (`import type`, so zod stays out of its first load); a test holds the field
 * tables of docs/api.md ("Records") to the schemas listed in `records`.
 */
import type { z } from 'zod'
import { authenticationSchema, tokenUserSchema, twoFactorStatusSchema, whoAmIUserSchema } from './account.js'
import { basketItemSchema, basketProductSchema, basketSchema } from './basket.js'
import { productSchema, reviewSchema, stockRowSchema } from './catalogue.js'
import {
  addressSchema, cardSchema, deliveryMethodSchema, orderLineSchema, orderSchema, trackedOrderLineSchema, trackedOrderSchema
} from './checkout.js'
import { challengeSchema, challengeSolvedNoticeSchema, learningPathSchema } from './challenges.js'
import { classroomScoreRowSchema, classroomScoresSchema, classroomSolveSchema, trainerTeamSchema } from './classroom.js'
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
  Authentication: authenticationSchema,
  TwoFactorStatus: twoFactorStatusSchema,
  WhoAmIUser: whoAmIUserSchema,
  Product: productSchema,
  Review: reviewSchema,
  StockRow: stockRowSchema,
  BasketItem: basketItemSchema,
  BasketProduct: basketProductSchema,
  Basket: basketSchema,
  Address: addressSchema,
  Card: cardSchema,
  DeliveryMethod: deliveryMethodSchema,
  Order: orderSchema,
  OrderLine: orderLineSchema,
  TrackedOrder: trackedOrderSchema,
  TrackedOrderLine: trackedOrderLineSchema,
  Feedback: feedbackSchema,
  Complaint: complaintSchema,
  Memory: memorySchema,
  SavedMemory: savedMemorySchema,
  MemoryAuthor: memoryAuthorSchema,
  ClassroomScoreRow: classroomScoreRowSchema,
  ClassroomScores: classroomScoresSchema,
  ClassroomSolve: classroomSolveSchema,
  TrainerTeam: trainerTeamSchema
}
