import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { sendFeedback } from '../../test-support/customers.js'

const t = createTestShop()

describe('securityTxtChallenge', () => {
  it('is solved by the disclosure policy at its well-known place, in the RFC 9116 format', async () => {
    expect(await t.solved('securityTxtChallenge')).toBe(false)
    const res = await t.api.get('/.well-known/security.txt')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.text).toMatch(/^Contact: mailto:security@juice\.shop\.test$/m)
    const expires = /^Expires: (\S+)$/m.exec(res.text)?.[1] ?? ''
    expect(new Date(expires).getTime()).toBeGreaterThan(Date.now())
    expect(res.text).toMatch(/^CSAF: https:\/\/juice\.shop\.test\/\.well-known\/csaf\/provider-metadata\.json$/m)
    expect(await t.solved('securityTxtChallenge')).toBe(true)
    expect((await t.api.get('/security.txt')).text).toBe(res.text)
  })
})

describe('csafAdvisoryChallenge', () => {
  it('is solved by following the CSAF trail to the advisory and naming it in a feedback', async () => {
    const policy = (await t.api.get('/security.txt')).text
    const metadataUrl = new URL(/^CSAF: (\S+)$/m.exec(policy)?.[1] ?? '')
    const metadata = (await t.api.get(metadataUrl.pathname)).body
    expect(metadata).toMatchObject({ metadata_version: '2.0', role: 'csaf_publisher' })
    const directory = new URL(metadata.distributions[0].directory_url).pathname
    const index = (await t.api.get(`${directory}index.txt`)).text.trim().split('\n')
    const advisory = (await t.api.get(`${directory}${index[0]}`)).body
    expect(advisory.document).toMatchObject({ category: 'csaf_security_advisory', csaf_version: '2.0' })
    expect(advisory.vulnerabilities[0].cwe.id).toBe('CWE-347')
    await sendFeedback(t, 'I read your advisory about tokens.')
    expect(await t.solved('csafAdvisoryChallenge')).toBe(false)
    await sendFeedback(t, `Thanks for ${advisory.document.tracking.id as string}, good write-up.`)
    expect(await t.solved('csafAdvisoryChallenge')).toBe(true)
  })

  it('answers 404 for unknown directory files and advisories', async () => {
    expect((await t.api.get('/.well-known/csaf/white/other.txt')).status).toBe(404)
    expect((await t.api.get('/.well-known/csaf/white/2024/jshop-2024-999.json')).status).toBe(404)
    expect((await t.api.get('/.well-known/csaf/white/changes.csv')).text).toContain('2024/jshop-2024-001.json')
  })
})
