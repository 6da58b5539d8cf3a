import { describe, it } from 'vitest'
import { expectTextServedToBoth } from '../test-support/served-files.js'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

describe('GET /.well-known/security.txt', () => {
  it('tells the detectors who read the policy, or nobody without a login', async () => {
    await expectTextServedToBoth(t, 'well-known', '/.well-known/security.txt')
  })
})
