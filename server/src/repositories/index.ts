import type { Db } from '../db/open.js'
import { createAddressRepository } from './addresses.js'
import { createBasketItemRepository } from './basket-items.js'
import { createBasketRepository } from './baskets.js'
import { createCaptchaRepository } from './captchas.js'
import { createCardRepository } from './cards.js'
import { createOrderRepository } from './orders.js'
import { createWalletRepository } from './wallets.js'
import { createChallengeRepository } from './challenges.js'
import { createChatbotProfileRepository } from './chatbot-profiles.js'
import { createComplaintRepository } from './complaints.js'
import { createDeliveryRepository } from './deliveries.js'
import { createErasureRequestRepository } from './erasure-requests.js'
import { createFeedbackRepository } from './feedbacks.js'
import { createImageCaptchaRepository } from './image-captchas.js'
import { createMemoryRepository } from './memories.js'
import { createPlantedTwinRepository } from './planted-twins.js'
import { createProductRepository } from './products.js'
import { createQuantityRepository } from './quantities.js'
import { createRecycleRepository } from './recycles.js'
import { createReviewRepository } from './reviews.js'
import { createSecurityAnswerRepository } from './security-answers.js'
import { createSecurityQuestionRepository } from './security-questions.js'
import { createStoredFileRepository } from './stored-files.js'
import { createUserRepository } from './users.js'

/** All data-access modules of one shop instance, bound to its database. */
export function createRepositories (db: Db) {
  return {
    users: createUserRepository(db),
    securityQuestions: createSecurityQuestionRepository(db),
    securityAnswers: createSecurityAnswerRepository(db),
    products: createProductRepository(db),
    quantities: createQuantityRepository(db),
    reviews: createReviewRepository(db),
    feedbacks: createFeedbackRepository(db),
    captchas: createCaptchaRepository(db),
    memories: createMemoryRepository(db),
    baskets: createBasketRepository(db),
    basketItems: createBasketItemRepository(db),
    deliveries: createDeliveryRepository(db),
    challenges: createChallengeRepository(db),
    complaints: createComplaintRepository(db),
    recycles: createRecycleRepository(db),
    chatbotProfiles: createChatbotProfileRepository(db),
    imageCaptchas: createImageCaptchaRepository(db),
    erasureRequests: createErasureRequestRepository(db),
    addresses: createAddressRepository(db),
    cards: createCardRepository(db),
    wallets: createWalletRepository(db),
    orders: createOrderRepository(db),
    storedFiles: createStoredFileRepository(db),
    plantedTwins: createPlantedTwinRepository(db)
  }
}
export type Repositories = ReturnType<typeof createRepositories>
