import { Router } from 'express'
import { promotionCaptions } from '../domain/files/promotion.js'
import { promotionPage, promotionTexts } from './promotion-page.js'

/** GET /promotion: the shop's promotional film with its captions, as a page of its own. */
export function promotionRouter (): Router {
  const router = Router()
  router.get('/promotion', (req, res) => {
    const captions = promotionCaptions(req.shop)
    res.type('html').send(promotionPage(promotionTexts(req.headers.cookie), req.shop.config.application.name, captions))
  })
  return router
}
