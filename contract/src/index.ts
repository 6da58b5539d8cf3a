/*
 * The API contract: the records the server sends and the web app reads, defined once. The server
 * types its answers with these types and a test parses its real answers with the schemas; the web
 * app imports the types (`import type`, so zod stays out of its first load); a test holds the field
 * tables of docs/api.md ("Records") to the schemas listed in `records`.
 */
import type { z } from 'zod'
import { authenticationSchema, tokenUserSchema, twoFactorStatusSchema, whoAmIUserSchema } from './account.js'
import { basketItemSchema, basketProductSchema, basketSchema, couponDiscountSchema, orderConfirmationSchema } from './basket.js'
import { productSchema, reviewSchema, stockRowSchema, tokenSaleTeaserSchema } from './catalogue.js'
import {
  addressSchema, cardSchema, deliveryMethodSchema, deluxeStatusSchema, deluxeUpgradeSchema, orderLineSchema, orderSchema, trackedOrderLineSchema, trackedOrderSchema
} from './checkout.js'
import { challengeSchema, challengeSolvedNoticeSchema, learningPathSchema, progressCodeSchema } from './challenges.js'
import {
  auditEntrySchema, challengeSolverSchema, challengeSolvesSchema, classroomMembershipSchema, classroomNoticeSchema, classroomScoreRowSchema,
  classroomScoresSchema, classroomSolveSchema, classroomStatusSchema, joinedTeamSchema, pinnedProgressSchema, pinnedStepSchema,
  teamPasscodeSchema, teamSolveSchema, teamSolvesSchema, trainerTeamSchema
} from './classroom.js'
import {
  codeSnippetSchema, findItVerdictSchema, fixItVerdictSchema, solutionRequestSchema, solutionSchema, solutionSummarySchema
} from './coding.js'
import { complaintSchema, feedbackSchema, memoryAuthorSchema, memorySchema, recycleSchema, savedMemorySchema } from './community.js'
import {
  applicationConfigurationSchema, applicationSettingsSchema, applicationVersionSchema, challengeSettingsSchema, countrySchema, languageSchema
} from './meta.js'
import { dataExportSchema, imageCaptchaSchema } from './privacy.js'
import { captchaSchema, chatbotAnswerSchema, uploadedFileSchema } from './support.js'
import { authenticationDetailSchema, securityAnswerSchema, securityQuestionSchema, userSchema } from './users.js'

export * from './account.js'
export * from './basket.js'
export * from './catalogue.js'
export * from './challenges.js'
export * from './checkout.js'
export * from './classroom.js'
export * from './coding.js'
export * from './community.js'
export * from './meta.js'
export * from './privacy.js'
export * from './support.js'
export * from './users.js'

/** Every record with fields, by the name its heading carries in docs/api.md ("Records"). */
export const records: Readonly<Record<string, z.ZodObject>> = {
  Challenge: challengeSchema,
  ChallengeSolvedNotice: challengeSolvedNoticeSchema,
  LearningPath: learningPathSchema,
  ProgressCode: progressCodeSchema,
  TokenUser: tokenUserSchema,
  Authentication: authenticationSchema,
  TwoFactorStatus: twoFactorStatusSchema,
  WhoAmIUser: whoAmIUserSchema,
  SecurityQuestion: securityQuestionSchema,
  SecurityAnswer: securityAnswerSchema,
  User: userSchema,
  AuthenticationDetail: authenticationDetailSchema,
  DataExport: dataExportSchema,
  ImageCaptcha: imageCaptchaSchema,
  Product: productSchema,
  Review: reviewSchema,
  StockRow: stockRowSchema,
  TokenSaleTeaser: tokenSaleTeaserSchema,
  BasketItem: basketItemSchema,
  BasketProduct: basketProductSchema,
  Basket: basketSchema,
  CouponDiscount: couponDiscountSchema,
  OrderConfirmation: orderConfirmationSchema,
  Address: addressSchema,
  Card: cardSchema,
  DeliveryMethod: deliveryMethodSchema,
  Order: orderSchema,
  OrderLine: orderLineSchema,
  TrackedOrder: trackedOrderSchema,
  TrackedOrderLine: trackedOrderLineSchema,
  DeluxeStatus: deluxeStatusSchema,
  DeluxeUpgrade: deluxeUpgradeSchema,
  Feedback: feedbackSchema,
  Complaint: complaintSchema,
  Memory: memorySchema,
  SavedMemory: savedMemorySchema,
  MemoryAuthor: memoryAuthorSchema,
  Recycle: recycleSchema,
  Captcha: captchaSchema,
  ChatbotAnswer: chatbotAnswerSchema,
  UploadedFile: uploadedFileSchema,
  CodeSnippet: codeSnippetSchema,
  FindItVerdict: findItVerdictSchema,
  FixItVerdict: fixItVerdictSchema,
  Solution: solutionSchema,
  SolutionRequest: solutionRequestSchema,
  SolutionSummary: solutionSummarySchema,
  ApplicationConfiguration: applicationConfigurationSchema,
  ApplicationSettings: applicationSettingsSchema,
  ChallengeSettings: challengeSettingsSchema,
  ApplicationVersion: applicationVersionSchema,
  Language: languageSchema,
  Country: countrySchema,
  ClassroomScoreRow: classroomScoreRowSchema,
  ClassroomScores: classroomScoresSchema,
  ClassroomSolve: classroomSolveSchema,
  TrainerTeam: trainerTeamSchema,
  ClassroomStatus: classroomStatusSchema,
  ClassroomMembership: classroomMembershipSchema,
  ClassroomNotice: classroomNoticeSchema,
  PinnedProgress: pinnedProgressSchema,
  PinnedStep: pinnedStepSchema,
  TeamSolves: teamSolvesSchema,
  TeamSolve: teamSolveSchema,
  ChallengeSolves: challengeSolvesSchema,
  ChallengeSolver: challengeSolverSchema,
  JoinedTeam: joinedTeamSchema,
  TeamPasscode: teamPasscodeSchema,
  AuditEntry: auditEntrySchema
}
