import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const named = (altcoinName: string) => createTestShop(config => ({ ...config, application: { ...config.application, altcoinName } }))
const juicoin = named('  Juicoin ')
const blank = named('   ')

describe('GET /rest/token-sale/teaser', () => {
  it('names the configured coin, its first three letters as the symbol, and the sale\'s terms', async () => {
    expect((await juicoin.api.get('/rest/token-sale/teaser')).body).toEqual({
      status: 'success',
      data: { coin: 'Juicoin', symbol: 'JUI', presaleEnds: '2026-12-31', bonusPercent: 20, whitepaper: 'ftp/pulpcoin-whitepaper.md' }
    })
  })

  it('falls back to Pulpcoin when the configured name is blank', async () => {
    expect((await blank.api.get('/rest/token-sale/teaser')).body).toMatchObject({ data: { coin: 'Pulpcoin', symbol: 'PUL' } })
  })
})
