import { describe, expect, it } from 'vitest'
import { sendFeedback } from '../../test-support/customers.js'
import { filesExploits } from '../../test-support/exploits/files.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { familyHarness } from '../../test-support/family-harness.js'
import { disclosureFamily } from './disclosure.js'

const t = createExploitShop()

describe('securityTxtChallenge', () => {
  it('is solved by the disclosure policy at its well-known place', async () => {
    expect(await t.solved('securityTxtChallenge')).toBe(false)
    await filesExploits.securityTxtChallenge(t)
    expect(await t.solved('securityTxtChallenge')).toBe(true)
  })

  it('publishes the policy in the RFC 9116 format, at both places', async () => {
    const res = await t.api.get('/.well-known/security.txt')
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.text).toMatch(/^Contact: mailto:security@juice\.shop\.test$/m)
    const expires = /^Expires: (\S+)$/m.exec(res.text)?.[1] ?? ''
    expect(new Date(expires).getTime()).toBeGreaterThan(Date.now())
    expect(res.text).toMatch(/^CSAF: https:\/\/juice\.shop\.test\/\.well-known\/csaf\/provider-metadata\.json$/m)
    expect((await t.api.get('/security.txt')).text).toBe(res.text)
  })
})

describe('csafAdvisoryChallenge', () => {
  it('stays unsolved for a feedback that does not name the advisory', async () => {
    await sendFeedback(t, 'I read your advisory about tokens.')
    expect(await t.solved('csafAdvisoryChallenge')).toBe(false)
  })

  it('is solved by following the CSAF trail to the advisory and naming it in a feedback', async () => {
    await filesExploits.csafAdvisoryChallenge(t)
    expect(await t.solved('csafAdvisoryChallenge')).toBe(true)
  })

  it('answers 404 for unknown directory files and advisories', async () => {
    expect((await t.api.get('/.well-known/csaf/white/other.txt')).status).toBe(404)
    expect((await t.api.get('/.well-known/csaf/white/2024/jshop-2024-999.json')).status).toBe(404)
    expect((await t.api.get('/.well-known/csaf/white/changes.csv')).text).toContain('2024/jshop-2024-001.json')
  })
})

describe('securityTxtChallenge rule', () => {
  it.each([
    ['well-known', 'security.txt', ['securityTxtChallenge']],
    ['well-known', 'csaf/provider-metadata.json', []],
    ['public', 'security.txt', []]
  ])('%s/%s solves %j', (root, realName, keys) => {
    const h = familyHarness(disclosureFamily)
    h.emit('file.served', { root, realName, requesterId: null })
    expect(h.solved).toEqual(keys)
  })
})
