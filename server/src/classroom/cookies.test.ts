import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CookieSigner, cookieValue, loadClassroomKey } from './cookies.js'

const HOUR = 3_600_000
const claim = { teamId: 't-0123456789', memberId: 'a1b2c3d4e5f60718', generation: 3 }

describe('classroom cookies', () => {
  let now = Date.parse('2026-11-26T02:00:00Z')
  const signer = new CookieSigner(randomBytes(32), () => now)

  it('read back what they signed', () => {
    const cookie = signer.signTeam(claim)
    expect(signer.verifyTeam(cookie, 96)).toEqual({ ...claim, issuedAt: now })
    expect(signer.verifyTrainer(signer.signTrainer('session-1'))).toBe(true)
  })

  it('refuse a forged cookie: made up, signed with another key, or without a signature', () => {
    const body = Buffer.from(JSON.stringify({ k: 'team', t: claim.teamId, m: claim.memberId, g: 3, iat: now })).toString('base64url')
    const other = new CookieSigner(randomBytes(32), () => now)
    for (const forged of [body, `${body}.`, `${body}.AAAA`, other.signTeam(claim), '', 'garbage', '...', undefined]) {
      expect(signer.verifyTeam(forged, 96)).toBeUndefined()
    }
    expect(signer.verifyTrainer(other.signTrainer('session-1'))).toBe(false)
  })

  it('refuse a tampered cookie: another team in the payload, a changed or extended signature', () => {
    const cookie = signer.signTeam(claim)
    const [body, signature] = cookie.split('.') as [string, string]
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>
    const otherTeam = Buffer.from(JSON.stringify({ ...payload, t: 't-9999999999' })).toString('base64url')
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA')
    for (const tampered of [`${otherTeam}.${signature}`, `${body}.${flipped}`, `${body}.${signature}.x`, `${body}x.${signature}`]) {
      expect(signer.verifyTeam(tampered, 96)).toBeUndefined()
    }
  })

  it('refuse every other spelling of a signature: its last character carries two spare bits', () => {
    const cookie = signer.signTeam(claim)
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const last = alphabet.indexOf(cookie.slice(-1))
    // The four characters that share the last one's meaningful bits decode to the same bytes.
    const twins = [0, 1, 2, 3].map(spare => alphabet[(last & ~3) | spare]).filter(twin => twin !== cookie.slice(-1))
    for (const twin of twins) expect(signer.verifyTeam(cookie.slice(0, -1) + twin, 96)).toBeUndefined()
    expect(signer.verifyTeam(cookie, 96)).toBeDefined()
  })

  it('refuse an expired cookie and one issued in the future', () => {
    const cookie = signer.signTeam(claim)
    const issued = now
    now = issued + 96 * HOUR - 1000
    expect(signer.verifyTeam(cookie, 96)).toBeDefined()
    now = issued + 96 * HOUR + 1000
    expect(signer.verifyTeam(cookie, 96)).toBeUndefined()
    now = issued - 10 * 60_000
    expect(signer.verifyTeam(cookie, 96)).toBeUndefined()
    now = issued
    const trainer = signer.signTrainer('session-1')
    now = issued + 12 * HOUR + 1000
    expect(signer.verifyTrainer(trainer)).toBe(false)
    now = issued
  })

  it('never take a trainer cookie for a team cookie or the other way round', () => {
    expect(signer.verifyTeam(signer.signTrainer('session-1'), 96)).toBeUndefined()
    expect(signer.verifyTrainer(signer.signTeam(claim))).toBe(false)
  })

  it('find one cookie in a Cookie header, and nothing in a broken one', () => {
    expect(cookieValue('a=1; classroom-team=abc.def; b=2', 'classroom-team')).toBe('abc.def')
    expect(cookieValue('a=1', 'classroom-team')).toBeUndefined()
    expect(cookieValue(undefined, 'classroom-team')).toBeUndefined()
    expect(cookieValue('classroom-team=%E0%A4%A', 'classroom-team')).toBeDefined()
  })

  describe('the class key', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'classroom-key-'))
    afterAll(() => { fs.rmSync(dataDir, { recursive: true, force: true }) })

    it('is made once, kept (cookies survive a restart) and readable by the owner only', () => {
      const first = loadClassroomKey(dataDir)
      expect(first).toHaveLength(32)
      expect(loadClassroomKey(dataDir).equals(first)).toBe(true)
      const file = path.join(dataDir, 'classroom', 'cookie.key')
      expect(fs.statSync(file).mode & 0o077).toBe(0)
      const cookie = new CookieSigner(first).signTeam(claim)
      expect(new CookieSigner(loadClassroomKey(dataDir)).verifyTeam(cookie, 96)).toMatchObject(claim)
    })
  })
})
