import type { Router } from 'express'
import type { ShopConfig } from '../config.js'
import { accountsRouter } from './accounts.js'
import { challengesRouter } from './challenges.js'
import { metaRouter } from './meta.js'
import { securityQuestionsRouter } from './security-questions.js'
import { usersRouter } from './users.js'

/** Every API area's router, in the order they are mounted. */
export function apiRouters (config: ShopConfig): Router[] {
  return [
    metaRouter(config),
    usersRouter(),
    accountsRouter(),
    securityQuestionsRouter(),
    challengesRouter()
  ]
}
