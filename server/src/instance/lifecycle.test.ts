import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.js'
import { ContainedPool } from '../containment/pool.js'
import { loadCatalogue } from '../challenges/catalogue.js'
import { challengeFamilies } from '../challenges/families.js'
import type { ChallengeSolvedEvent } from '../challenges/tracker.js'
import { hashAnswer } from '../domain/auth/passwords.js'
import { readSeedUsers } from '../db/seed.js'
import { InstanceRegistry, type Lifecycle, type RegistryDeps } from './registry.js'
import { PreparedTemplate } from './template.js'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lifecycle-'))
const pool = new ContainedPool()
const catalogue = loadCatalogue()
const solves: Array<{ id: string, event: ChallengeSolvedEvent }> = []
const lifecycle: Lifecycle = { idleMinutes: 15, maxOpenShops: 3, spareKeys: 4, databaseCacheKib: 256 }

function deps (dataDir: string): RegistryDeps {
  fs.mkdirSync(dataDir, { recursive: true })
  return {
    dataDir,
    config: loadConfig(),
    catalogue,
    families: challengeFamilies,
    flagKey: 'test-flag-key',
    pool,
    broadcast: () => {},
    log: () => {},
    onSolved: (id, event) => { solves.push({ id, event }) }
  }
}

const dataDir = path.join(root, 'data')
let registry: InstanceRegistry
beforeAll(async () => {
  registry = new InstanceRegistry(deps(dataDir), lifecycle)
  await registry.spareKeys?.ready()
}, 60_000)
afterAll(async () => {
  registry.closeAll()
  await pool.close()
  fs.rmSync(root, { recursive: true, force: true })
})

/** Open file descriptors of this process that point into a folder. */
function handlesInto (folder: string): number {
  let count = 0
  for (const fd of fs.readdirSync('/proc/self/fd')) {
    try {
      if (fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(folder)) count++
    } catch {}
  }
  return count
}

const firstKey = catalogue.all[0].key

describe('team instances from the prepared template', () => {
  it('creates a seeded shop with secrets of its own, far faster than seeding one', async () => {
    const a = await registry.create('t-aaaaaaaaaa')
    const b = await registry.create('t-bbbbbbbbbb')
    expect(a.repos.products.list().length).toBeGreaterThan(10)
    expect(b.repos.products.list().length).toBe(a.repos.products.list().length)
    expect(a.secrets.jwtPrivateKey).not.toBe(b.secrets.jwtPrivateKey)
    expect(a.secrets.answerKey).not.toBe(b.secrets.answerKey)
    expect(a.secrets.progressKey).not.toBe(b.secrets.progressKey)
    // Seeded answers were rehashed with each instance's own key, so security questions still work.
    const user = readSeedUsers()[0]
    for (const shop of [a, b]) {
      expect(shop.repos.securityAnswers.findByUser(user.id)?.answer).toBe(hashAnswer(shop.secrets.answerKey, user.securityAnswer))
    }

    // Baseline in the same minutes: a shop made the old way (seed from YAML, RSA key generated in place).
    const legacy = new InstanceRegistry(deps(path.join(root, 'legacy')))
    let started = performance.now()
    legacy.get('default')
    const seeded = performance.now() - started
    legacy.closeAll()
    const times: number[] = []
    for (let i = 0; i < 3; i++) {
      started = performance.now()
      await registry.create(`t-speed${i}`)
      times.push(performance.now() - started)
    }
    times.sort((x, y) => x - y)
    expect(times[1]).toBeLessThan(seeded / 3)
  })

  it('refuses unknown and duplicate ids: no instance is made for an id that was not created', async () => {
    expect(() => registry.get('t-0123456789')).toThrow(expect.objectContaining({ kind: 'not-found' }))
    expect(fs.existsSync(path.join(dataDir, 't-0123456789'))).toBe(false)
    await expect(registry.create('t-aaaaaaaaaa')).rejects.toMatchObject({ kind: 'conflict' })
    await expect(registry.create('../escape')).rejects.toThrow(/Invalid instance id/)
  })

  it('reuses the template across restarts while its fingerprint matches, and rebuilds it otherwise', () => {
    const config = loadConfig()
    const template = new PreparedTemplate(dataDir, config.application.domain)
    expect(template.ensure()).toBe(false)
    expect(new PreparedTemplate(dataDir, 'other.example').ensure()).toBe(true)
    expect(new PreparedTemplate(dataDir, config.application.domain).ensure()).toBe(true)
  })

  it('closes idle instances and reopens them from disk with all their data', async () => {
    const id = 't-idle000001'
    const shop = await registry.create(id)
    shop.challenges.solve(firstKey)
    const feedback = shop.repos.feedbacks.insert(null, 'kept across a close', 5)
    shop.files.write(shop.files.resolve('uploads', 'note.txt'), 'kept')
    expect(registry.closeIdle(Date.now() + 16 * 60_000)).toContain(id)
    expect(registry.isOpen(id)).toBe(false)

    const reopened = registry.get(id)
    expect(reopened).not.toBe(shop)
    expect(reopened.challenges.isSolved(firstKey)).toBe(true)
    expect(reopened.repos.feedbacks.list().some(row => row.id === feedback.id)).toBe(true)
    expect(reopened.files.read(reopened.files.resolve('uploads', 'note.txt')).toString()).toBe('kept')
    expect(reopened.secrets.jwtPrivateKey).toBe(shop.secrets.jwtPrivateKey)
  })

  it('keeps file handles bounded: beyond maxOpenShops the least recently used instances close', async () => {
    for (let i = 0; i < 8; i++) await registry.create(`t-lru${i}`)
    const open = registry.all().map(shop => shop.id)
    expect(open).toEqual(['t-lru5', 't-lru6', 't-lru7'])
    // Each open team shop holds its database, WAL and shared-memory file; closed ones hold nothing.
    expect(handlesInto(dataDir)).toBeLessThanOrEqual(lifecycle.maxOpenShops * 3)
    registry.get('t-lru0')
    expect(registry.isOpen('t-lru0')).toBe(true)
    expect(registry.isOpen('t-lru5')).toBe(false)
  })

  it('reports every solve to onSolved once, with the instance id', async () => {
    const shop = await registry.create('t-solver0001')
    solves.length = 0
    shop.challenges.solve(firstKey)
    shop.challenges.solve(firstKey)
    shop.challenges.repeatNotification(firstKey)
    expect(solves).toEqual([{ id: 't-solver0001', event: expect.objectContaining({ key: firstKey, isRestore: false }) }])
  })

  it('resets an instance to the template under the same id and removes instances with their folder', async () => {
    const id = 't-reset00001'
    const before = await registry.create(id)
    before.challenges.solve(firstKey)
    before.repos.feedbacks.insert(null, 'gone after the reset', 1)
    before.files.write(before.files.resolve('uploads', 'old.txt'), 'old')

    const after = await registry.reset(id)
    expect(after.id).toBe(id)
    expect(registry.get(id)).toBe(after)
    expect(after.challenges.isSolved(firstKey)).toBe(false)
    expect(after.repos.feedbacks.list().some(row => row.comment === 'gone after the reset')).toBe(false)
    expect(after.files.exists(after.files.resolve('uploads', 'old.txt'))).toBe(false)
    expect(after.secrets.jwtPrivateKey).not.toBe(before.secrets.jwtPrivateKey)

    await registry.remove(id)
    expect(registry.isOpen(id)).toBe(false)
    expect(fs.existsSync(path.join(dataDir, id))).toBe(false)
    expect(() => registry.get(id)).toThrow(expect.objectContaining({ kind: 'not-found' }))
  })
})
