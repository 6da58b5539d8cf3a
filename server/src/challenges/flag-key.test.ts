import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { loadFlagKey } from './flag-key.js'

const folders: string[] = []
const dataDir = (): string => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'flag-key-'))
  folders.push(folder)
  return folder
}
afterEach(() => { vi.unstubAllEnvs() })
afterAll(() => { for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true }) })

describe('loadFlagKey', () => {
  it('makes a random key once, readable by the owner only, and keeps it across restarts', () => {
    vi.stubEnv('CTF_KEY', '')
    const folder = dataDir()
    const key = loadFlagKey(folder)
    expect(key).toMatch(/^[0-9a-f]{48}$/)
    const file = path.join(folder, 'ctf.key')
    expect(fs.readFileSync(file, 'utf8')).toBe(key)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(loadFlagKey(folder)).toBe(key)
    expect(loadFlagKey(dataDir())).not.toBe(key)
  })

  it('reads a key a trainer put into the data folder, without its line break', () => {
    vi.stubEnv('CTF_KEY', '')
    const folder = dataDir()
    fs.writeFileSync(path.join(folder, 'ctf.key'), 'trainer-key\n')
    expect(loadFlagKey(folder)).toBe('trainer-key')
  })

  it('prefers CTF_KEY and then writes no file', () => {
    vi.stubEnv('CTF_KEY', 'platform-key')
    const folder = dataDir()
    expect(loadFlagKey(folder)).toBe('platform-key')
    expect(fs.existsSync(path.join(folder, 'ctf.key'))).toBe(false)
  })
})
