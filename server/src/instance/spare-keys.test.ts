import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createPrivateKey, createPublicKey } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { SpareKeys } from './spare-keys.js'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'spare-keys-'))
afterAll(() => { fs.rmSync(folder, { recursive: true, force: true }) })

describe('spare RSA keys', () => {
  it('fills its stock in the background, keeps it across restarts and never hands out a pair twice', async () => {
    const keys = new SpareKeys(folder, 2)
    expect(keys.count()).toBe(0)
    await keys.ready()
    expect(keys.count()).toBe(2)
    keys.close()

    // A restart finds the stock on disk instead of generating it again.
    const again = new SpareKeys(folder, 2)
    expect(again.count()).toBe(2)
    const [first, second] = await Promise.all([again.take(), again.take()])
    expect(first.privateKey).not.toBe(second.privateKey)
    // The public half belongs to the private half.
    expect(createPublicKey(createPrivateKey(first.privateKey)).export({ type: 'spki', format: 'pem' })).toBe(first.publicKey)
    await again.ready()
    expect(again.count()).toBe(2)
    again.close()
  })

  it('generates one pair without blocking when the stock is empty', async () => {
    const empty = new SpareKeys(fs.mkdtempSync(path.join(folder, 'empty-')), 0)
    let ticks = 0
    const ticker = setInterval(() => { ticks++ }, 1)
    const pair = await empty.take()
    clearInterval(ticker)
    expect(pair.privateKey).toContain('BEGIN PRIVATE KEY')
    // The event loop kept turning while the key was made (a synchronous generation would give 0 or 1).
    expect(ticks).toBeGreaterThan(1)
  })

  it('drops half-written pairs a crash left behind', () => {
    const crashed = fs.mkdtempSync(path.join(folder, 'crashed-'))
    fs.writeFileSync(path.join(crashed, '00000003.pem.json.tmp'), '{"privateKey":')
    const keys = new SpareKeys(crashed, 0)
    expect(keys.count()).toBe(0)
    expect(fs.readdirSync(crashed)).toEqual([])
  })
})
