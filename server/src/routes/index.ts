import type { Router } from 'express'
import type { LearningPath } from '../challenges/learning-paths.js'
import type { ShopConfig } from '../config.js'
import type { CodingLibrary } from '../challenges/snippets/library.js'
import type { SolutionLibrary } from '../challenges/solutions.js'
import { lazyRouter } from './lazy-router.js'
import { metaRouter } from './meta.js'

/**
 * Every API area's router, in the order they are mounted. Only the application's own facts, which
 * every page asks for first (and the readiness checks), are built at start; every other area's module
 * is loaded on the first request for one of its path prefixes (`lazy-router.ts`; the prefixes are
 * checked against the built routers by `lazy-router.test.ts`).
 */
export function apiRouters (config: ShopConfig, coding: CodingLibrary, learningPaths: readonly LearningPath[], solutions: SolutionLibrary): Router[] {
  return [
    metaRouter(config),
    lazyRouter(['api/users'], async () => (await import('./users.js')).usersRouter()),
    lazyRouter(['rest/user', 'rest/saveloginip'], async () => (await import('./accounts.js')).accountsRouter()),
    lazyRouter(['profile/style.css', 'profile', 'profile/image'], async () => (await import('./profile.js')).profileRouter()),
    lazyRouter(['internal/stock-sync'], async () => (await import('./internal.js')).internalRouter()),
    lazyRouter(['rest/user', 'rest/2fa', 'rest/image-captcha', 'assets/public', 'we/only'], async () => (await import('./privacy.js')).privacyRouter()),
    lazyRouter(['api/securityquestions', 'api/securityanswers'], async () => (await import('./security-questions.js')).securityQuestionsRouter()),
    lazyRouter(['rest/products', 'api/products', 'api/quantitys'], async () => (await import('./products.js')).productsRouter()),
    lazyRouter(['rest/products'], async () => (await import('./reviews.js')).reviewsRouter()),
    lazyRouter(['rest/captcha', 'api/feedbacks'], async () => (await import('./feedback.js')).feedbackRouter()),
    lazyRouter(['file-upload', 'api/complaints'], async () => (await import('./complaints.js')).complaintsRouter()),
    lazyRouter(['api/recycles'], async () => (await import('./recycles.js')).recyclesRouter()),
    lazyRouter(['rest/chatbot', 'rest/chat'], async () => (await import('./chatbot.js')).chatbotRouter()),
    lazyRouter(['api/quantitys', 'api/products'], async () => (await import('./accounting.js')).accountingRouter()),
    lazyRouter(['dataerasure'], async () => (await import('./data-erasure.js')).dataErasureRouter()),
    lazyRouter(['rest/memories'], async () => (await import('./memories.js')).memoriesRouter()),
    lazyRouter(['rest/token-sale'], async () => (await import('./token-sale.js')).tokenSaleRouter(config)),
    lazyRouter(['rest/basket', 'api/basketitems'], async () => (await import('./basket.js')).basketRouter()),
    lazyRouter(['api/deliverys'], async () => (await import('./deliveries.js')).deliveriesRouter()),
    lazyRouter(['api/addresss'], async () => (await import('./addresses.js')).addressesRouter()),
    lazyRouter(['api/cards', 'rest/wallet'], async () => (await import('./wallet.js')).walletRouter()),
    lazyRouter(['rest/order-history', 'rest/track-order', 'ftp'], async () => (await import('./orders.js')).ordersRouter()),
    lazyRouter(['robots.txt', 'ftp', 'orchard/secrets'], async () => (await import('./ftp.js')).ftpRouter()),
    lazyRouter(['promotion'], async () => (await import('./promotion.js')).promotionRouter()),
    lazyRouter(['.well-known/security.txt', 'security.txt', '.well-known/csaf'], async () => (await import('./well-known.js')).wellKnownRouter()),
    lazyRouter(['metrics'], async () => (await import('./metrics.js')).metricsRouter()),
    lazyRouter(['support/logs'], async () => (await import('./support-logs.js')).supportLogsRouter()),
    lazyRouter(['rest/deluxe-membership'], async () => (await import('./deluxe.js')).deluxeRouter()),
    lazyRouter(['redirect', 'encryptionkeys', 'premium/golden-pulp-8d41'], async () => (await import('./redirect.js')).redirectRouter()),
    lazyRouter(['b2b/v2', 'api-docs', 'api-docs/openapi.json'], async () => (await import('./b2b.js')).b2bRouter()),
    lazyRouter(['api/challenges'], async () => (await import('./challenges.js')).challengesRouter()),
    lazyRouter(['api/hints'], async () => (await import('./hints.js')).hintsRouter()),
    lazyRouter(['api/learningpaths'], async () => (await import('./learning-paths.js')).learningPathsRouter(learningPaths)),
    lazyRouter(['rest/continue-code', 'rest/continue-code-findit', 'rest/continue-code-fixit'], async () => (await import('./progress.js')).progressRouter()),
    lazyRouter(['rest/repeat-notification', 'rest/country-mapping', 'rest/country-mapping.yml'], async () => (await import('./notifications.js')).notificationsRouter()),
    lazyRouter(['snippets', 'snippets/fixes', 'snippets/verdict'], async () => (await import('./snippets.js')).snippetsRouter(coding)),
    lazyRouter(['api/solutions'], async () => (await import('./solutions.js')).solutionsRouter(config, solutions))
  ]
}
