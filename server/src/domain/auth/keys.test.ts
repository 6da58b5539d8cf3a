import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { LASTING_KEY_FILES, loadOrCreateSecrets } from './keys.js'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-'))
afterAll(() => { fs.rmSync(root, { recursive: true, force: true }) })

describe('instance secrets', () => {
  const folder = path.join(root, 'a', 'keys')
  const first = loadOrCreateSecrets(folder)

  it('are created on first start: an RSA pair and two random 256-bit keys, readable by the owner only', () => {
    expect(first.jwtPrivateKey).toContain('BEGIN PRIVATE KEY')
    expect(first.jwtPublicKey).toContain('BEGIN PUBLIC KEY')
    expect(first.answerKey).toMatch(/^[0-9a-f]{64}$/)
    expect(first.progressKey).toMatch(/^[0-9a-f]{64}$/)
    expect(first.answerKey).not.toBe(first.progressKey)
    for (const file of ['jwt.key', 'answers.key', 'progress.key']) {
      expect(fs.statSync(path.join(folder, file)).mode & 0o777).toBe(0o600)
    }
  })

  it('are read back unchanged on the next start', () => {
    expect(loadOrCreateSecrets(folder)).toEqual(first)
  })

  it('differ between instances', () => {
    const other = loadOrCreateSecrets(path.join(root, 'b', 'keys'))
    expect(other.jwtPublicKey).not.toBe(first.jwtPublicKey)
    expect(other.answerKey).not.toBe(first.answerKey)
  })

  it('make a new pair when half of it is missing, keeping the other keys', () => {
    fs.rmSync(path.join(folder, 'jwt.pub'))
    const renewed = loadOrCreateSecrets(folder)
    expect(renewed.jwtPrivateKey).not.toBe(first.jwtPrivateKey)
    expect(renewed.answerKey).toBe(first.answerKey)
    expect(renewed.progressKey).toBe(first.progressKey)
  })

  it('tolerate a trailing line break in a key file someone edited', () => {
    fs.writeFileSync(path.join(folder, 'answers.key'), 'abc\n')
    expect(loadOrCreateSecrets(folder).answerKey).toBe('abc')
  })

  it('keep only the progress key through a reset', () => {
    expect(LASTING_KEY_FILES).toEqual(['progress.key'])
  })
})
