import { Router } from 'express'
import type { TokenSaleTeaser } from '@shop/contract'
import type { ShopConfig } from '../config.js'
import { wrapped } from '../http/input.js'

const DEFAULT_COIN = 'Pulpcoin'

/**
 * The teaser of the (unlinked) token-sale page: only that screen asks for it. The coin's name
 * comes from the configuration, with a built-in default.
 */
export function tokenSaleRouter (config: ShopConfig): Router {
  const router = Router()
  router.get('/rest/token-sale/teaser', (_req, res) => {
    const coin = config.application.altcoinName.trim() || DEFAULT_COIN
    res.json(wrapped<TokenSaleTeaser>({ coin, symbol: coin.slice(0, 3).toUpperCase(), presaleEnds: '2026-12-31', bonusPercent: 20, whitepaper: 'ftp/pulpcoin-whitepaper.md' }))
  })
  return router
}
