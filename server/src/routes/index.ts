import type { Router } from 'express'
import type { LearningPath } from '../challenges/learning-paths.js'
import type { ShopConfig } from '../config.js'
import type { CodingLibrary } from '../challenges/snippets/library.js'
import type { SolutionLibrary } from '../challenges/solutions.js'
import { accountingRouter } from './accounting.js'
import { accountsRouter } from './accounts.js'
import { addressesRouter } from './addresses.js'
import { b2bRouter } from './b2b.js'
import { basketRouter } from './basket.js'
import { challengesRouter } from './challenges.js'
import { chatbotRouter } from './chatbot.js'
import { complaintsRouter } from './complaints.js'
import { dataErasureRouter } from './data-erasure.js'
import { deliveriesRouter } from './deliveries.js'
import { deluxeRouter } from './deluxe.js'
import { feedbackRouter } from './feedback.js'
import { ftpRouter } from './ftp.js'
import { hintsRouter } from './hints.js'
import { memoriesRouter } from './memories.js'
import { metricsRouter } from './metrics.js'
import { metaRouter } from './meta.js'
import { ordersRouter } from './orders.js'
import { notificationsRouter } from './notifications.js'
import { privacyRouter } from './privacy.js'
import { profileRouter } from './profile.js'
import { promotionRouter } from './promotion.js'
import { internalRouter } from './internal.js'
import { learningPathsRouter } from './learning-paths.js'
import { productsRouter } from './products.js'
import { progressRouter } from './progress.js'
import { recyclesRouter } from './recycles.js'
import { redirectRouter } from './redirect.js'
import { reviewsRouter } from './reviews.js'
import { securityQuestionsRouter } from './security-questions.js'
import { snippetsRouter } from './snippets.js'
import { solutionsRouter } from './solutions.js'
import { supportLogsRouter } from './support-logs.js'
import { tokenSaleRouter } from './token-sale.js'
import { usersRouter } from './users.js'
import { walletRouter } from './wallet.js'
import { wellKnownRouter } from './well-known.js'

/** Every API area's router, in the order they are mounted. */
export function apiRouters (config: ShopConfig, coding: CodingLibrary, learningPaths: readonly LearningPath[], solutions: SolutionLibrary): Router[] {
  return [
    metaRouter(config),
    usersRouter(),
    accountsRouter(),
    profileRouter(),
    internalRouter(),
    privacyRouter(),
    securityQuestionsRouter(),
    productsRouter(),
    reviewsRouter(),
    feedbackRouter(),
    complaintsRouter(),
    recyclesRouter(),
    chatbotRouter(),
    accountingRouter(),
    dataErasureRouter(),
    memoriesRouter(),
    tokenSaleRouter(config),
    basketRouter(),
    deliveriesRouter(),
    addressesRouter(),
    walletRouter(),
    ordersRouter(),
    ftpRouter(),
    promotionRouter(),
    wellKnownRouter(),
    metricsRouter(),
    supportLogsRouter(),
    deluxeRouter(),
    redirectRouter(),
    b2bRouter(),
    challengesRouter(),
    hintsRouter(),
    learningPathsRouter(learningPaths),
    progressRouter(),
    notificationsRouter(),
    snippetsRouter(coding),
    solutionsRouter(config, solutions)
  ]
}
