import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { familyHarness } from '../../test-support/family-harness.js'
import { ftpFolderFamily } from './ftp-folder.js'
import { filesExploits, ftpListing } from '../../test-support/exploits/files.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()

describe('robots.txt', () => {
  it('is served as plain text and asks crawlers to keep out of /ftp, which is where a curious player looks', async () => {
    const res = await t.api.get('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.text).toMatch(/^User-agent: \*$/m)
    expect(res.text).toMatch(/^Disallow: \/ftp$/m)
    expect((await t.api.get('/ftp')).status).toBe(200)
  })
})

describe('the /ftp listing', () => {
  it('lists the shipped documents and backups, never order receipts', async () => {
    const names = await ftpListing(t)
    expect(names).toEqual(expect.arrayContaining(['legal.md', 'board-minutes-2024-q3.md', 'onboarding-checklist.md',
      'support-handover.zip', 'server-deps.json.bak', 'coupon-archive.csv.bak', 'pulp.egg']))
    expect(names.some(name => name.startsWith('order_'))).toBe(false)
    const json = await t.api.get('/ftp/').set('Accept', 'application/json')
    expect(json.body.data.map((e: { name: string }) => e.name)).toEqual([...names].sort((a, b) => a.localeCompare(b)))
  })

  it('escapes names that reached the instance folder, and serves the instance copy first', async () => {
    const own = path.join(t.shop.registry.get().filesDir, 'ftp')
    fs.mkdirSync(own, { recursive: true })
    fs.writeFileSync(path.join(own, '<i>x&y.md'), '# x')
    fs.writeFileSync(path.join(own, 'legal.md'), '# Replaced terms')
    const page = await t.api.get('/ftp')
    expect(page.text).toContain('&#60;i&#62;x&#38;y.md')
    expect(page.text).not.toContain('<i>x')
    expect((await t.api.get('/ftp/legal.md')).text).toBe('# Replaced terms')
    fs.rmSync(own, { recursive: true })
  })

  it('refuses other extensions, unknown files, bad encoding and paths out of the folder', async () => {
    expect((await t.api.get('/ftp/server-deps.json.bak')).status).toBe(403)
    expect((await t.api.get('/ftp/pulp.egg')).body).toEqual(expect.objectContaining({ error: expect.stringMatching(/\.md, \.pdf and \.zip/) }))
    expect((await t.api.get('/ftp/missing.md')).status).toBe(404)
    expect((await t.api.get('/ftp/%25E0%25A4.md')).status).toBe(400)
    expect((await t.api.get('/ftp/..%252F..%252Fconfig%252Fdefault.yml%2500.md')).status).toBe(404)
    expect((await t.api.get('/ftp/%2500.md')).status).toBe(404)
    expect((await t.api.get('/ftp/.hidden%2500.md')).status).toBe(404)
    expect(await t.solved('extensionFilterBypassChallenge')).toBe(false)
  })
})

describe('ftpConfidentialDocChallenge', () => {
  it('stays unsolved for the terms of use', async () => {
    expect((await t.api.get('/ftp/legal.md')).status).toBe(200)
    expect(await t.solved('ftpConfidentialDocChallenge')).toBe(false)
  })

  it('is solved by opening the confidential minutes found in the listing', async () => {
    await filesExploits.ftpConfidentialDocChallenge(t)
    expect(await t.solved('ftpConfidentialDocChallenge')).toBe(true)
  })
})

describe('devBackupChallenge, couponArchiveChallenge and extensionFilterBypassChallenge', () => {
  it('are solved by a NUL, encoded twice, that cuts an allowed extension off the backup names', async () => {
    await filesExploits.devBackupChallenge(t)
    expect(await t.solved('devBackupChallenge')).toBe(true)
    expect(await t.solved('extensionFilterBypassChallenge')).toBe(true)
    expect(await t.solved('couponArchiveChallenge')).toBe(false)
    await filesExploits.couponArchiveChallenge(t)
    expect(await t.solved('couponArchiveChallenge')).toBe(true)
  })
})

describe('easterEggPathChallenge', () => {
  it('is solved by decoding the egg (hex, then Atbash) and visiting the path', async () => {
    expect(await t.solved('easterEggPathChallenge')).toBe(false)
    await filesExploits.easterEggPathChallenge(t)
    expect(await t.solved('easterEggPathChallenge')).toBe(true)
  })
})

describe('ftp-folder served-file rules', () => {
  const served = (root: string, realName: string): string[] => {
    const h = familyHarness(ftpFolderFamily)
    h.emit('file.served', { root, realName, requesterId: null })
    return h.solved
  }

  it.each([
    ['ftp', 'legal.md', []],
    ['ftp', 'support-handover.ZIP', []],
    ['ftp', 'board-minutes-2024-q3.md', ['ftpConfidentialDocChallenge']],
    ['ftp', 'server-deps.json.bak', ['devBackupChallenge', 'extensionFilterBypassChallenge']],
    ['ftp', 'coupon-archive.csv.bak', ['couponArchiveChallenge', 'extensionFilterBypassChallenge']],
    ['ftp', 'pulp.egg', ['extensionFilterBypassChallenge']],
    ['ftp', 'orchard-secrets', ['extensionFilterBypassChallenge']],
    ['pages', 'orchard-secrets', ['easterEggPathChallenge']],
    ['pages', 'score-board', []],
    ['pages', 'server-deps.json.bak', []],
    ['public', 'pulp.egg', []]
  ])('%s/%s solves %j', (root, realName, keys) => {
    expect(served(root, realName)).toEqual(keys)
  })
})
