import { test as base } from '@playwright/test'
import { spawnShop, type SpawnedShop } from './spawn-shop'

/*
 * Challenge state is shared by everything that talks to one shop, and a solve happens only once.
 * Journeys that solve challenges or watch solve notices therefore each get a fresh shop of their
 * own: `baseURL` (and with it `page` and `request`) point at it for the length of the test.
 */
export const test = base.extend<{ privateShop: SpawnedShop, shopEnv: Record<string, string> }>({
  /** Extra environment for the shop's process, e.g. NODE_CONFIG overrides: `test.use({ shopEnv })`. */
  shopEnv: [{}, { option: true }],
  privateShop: async ({ shopEnv }, use) => {
    const shop = await spawnShop(shopEnv)
    await use(shop)
    await shop.dispose()
  },
  baseURL: async ({ privateShop }, use) => { await use(privateShop.baseURL) }
})

export { expect } from '@playwright/test'
