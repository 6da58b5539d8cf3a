import { describe, expect, it } from 'vitest'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { supportExploits } from '../../test-support/exploits/support.js'
import { familyHarness } from '../../test-support/family-harness.js'
import { privacyPagesFamily } from './privacy-pages.js'

const t = createExploitShop()

describe('privacyPolicyChallenge', () => {
  it('stays unsolved for other images and unknown seal names', async () => {
    expect((await t.api.get('/assets/public/images/privacy/other-seal.svg')).status).toBe(404)
    expect(await t.solved('privacyPolicyChallenge')).toBe(false)
  })

  it('is solved when the policy screen loads its seal', async () => {
    await supportExploits.privacyPolicyChallenge(t)
    expect(await t.solved('privacyPolicyChallenge')).toBe(true)
  })
})

describe('privacyPolicyProofChallenge', () => {
  it('stays unsolved for the words in another order', async () => {
    // Any unknown page path gets the app shell (single-page fallback), never the hidden page.
    expect((await t.api.get('/we/only/fruit/squeeze/never/people')).text).not.toContain('never people')
    expect(await t.solved('privacyPolicyProofChallenge')).toBe(false)
  })

  it('is solved when the path the six hover words spell is opened', async () => {
    await supportExploits.privacyPolicyProofChallenge(t)
    expect(await t.solved('privacyPolicyProofChallenge')).toBe(true)
  })
})

describe('privacy page rules', () => {
  const proof = '/we/only/squeeze/fruit/never/people'
  const served = (root: string, realName: string): string[] => {
    const h = familyHarness(privacyPagesFamily)
    h.emit('file.served', { root, realName, requesterId: null })
    return h.solved
  }

  it.each([
    ['privacy-images', 'policy-seal.svg', ['privacyPolicyChallenge']],
    ['privacy-images', 'other-seal.svg', []],
    ['ftp', 'policy-seal.svg', []],
    ['hidden', proof, ['privacyPolicyProofChallenge']],
    ['hidden', '/we/only/fruit/squeeze/never/people', []],
    ['pages', proof, []]
  ])('serving %s %s solves %j', (root, realName, keys) => {
    expect(served(root, realName)).toEqual(keys)
  })
})
