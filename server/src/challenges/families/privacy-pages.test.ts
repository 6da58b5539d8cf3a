import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'

const t = createTestShop()

describe('privacyPolicyChallenge', () => {
  it('stays unsolved for other images and unknown seal names', async () => {
    expect((await t.api.get('/assets/public/images/privacy/other-seal.svg')).status).toBe(404)
    expect(await t.solved('privacyPolicyChallenge')).toBe(false)
  })

  it('is solved when the policy screen loads its seal', async () => {
    const res = await t.api.get('/assets/public/images/privacy/policy-seal.svg')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/svg/)
    expect(await t.solved('privacyPolicyChallenge')).toBe(true)
  })
})

describe('privacyPolicyProofChallenge', () => {
  it('stays unsolved for the words in another order', async () => {
    expect((await t.api.get('/we/only/fruit/squeeze/never/people')).status).not.toBe(200)
    expect(await t.solved('privacyPolicyProofChallenge')).toBe(false)
  })

  it('is solved when the path the six hover words spell is opened', async () => {
    const res = await t.api.get('/we/only/squeeze/fruit/never/people')
    expect(res.status).toBe(200)
    expect(res.text).toContain('between the lines')
    expect(await t.solved('privacyPolicyProofChallenge')).toBe(true)
  })
})
