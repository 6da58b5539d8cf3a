import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { afterAll } from 'vitest'
import { generateKeyPairSync } from 'node:crypto'
import type { RequestListener } from 'node:http'
import { createShop, type Shop } from '../app.js'
import { ContainedPool } from '../containment/pool.js'
import { loadConfig, type ShopConfig } from '../config.js'
import { DEFAULT_INSTANCE } from '../instance/registry.js'

export interface TestShop {
  shop: Shop
  api: ReturnType<typeof request>
  /** Logs a seeded or registered user in and returns the token and basket id. */
  login: (email: string, password: string) => Promise<{ token: string, bid: number }>
  email: (local: string) => string
  solved: (key: string) => Promise<boolean>
}

interface SharedPool { pool: ContainedPool, users: number, closing?: NodeJS.Timeout }
const holder = globalThis as { shopTestPool?: SharedPool }

/**
 * The test shops of one process share a worker pool: starting one costs a worker bundle and a child
 * process, paid once instead of once a test file (the mutation run replays files thousands of
 * times in one process). The pool closes shortly after its last shop unless another one takes it.
 */
function acquirePool (): ContainedPool {
  const shared = holder.shopTestPool ??= { pool: new ContainedPool(), users: 0 }
  clearTimeout(shared.closing)
  shared.users++
  return shared.pool
}

function releasePool (): void {
  const shared = holder.shopTestPool
  if (shared === undefined || --shared.users > 0) return
  shared.closing = setTimeout(() => {
    if (holder.shopTestPool === shared) delete holder.shopTestPool
    shared.pool.close().catch(() => {})
  }, 1000)
  shared.closing.unref()
}

/**
 * A fresh shop in its own temporary data folder, closed and removed after the test file.
 * `configure` may adjust the test configuration (e.g. to switch a setting off); `listener` may wrap
 * the request listener `api` talks to (e.g. to record every request a test sends).
 */
export function createTestShop (configure: (config: ShopConfig) => ShopConfig = c => c, listener: (shop: Shop) => RequestListener = shop => shop.handle): TestShop {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'))
  const keys = provideTestSigningKeys(path.join(dataDir, DEFAULT_INSTANCE, 'keys'))
  const shop = createShop({
    config: configure(loadConfig()),
    dataDir,
    log: () => {},
    pool: acquirePool(),
    trainerPassword: TEST_TRAINER_PASSWORD,
    // Team shops in classroom mode share the test pair too, instead of generating one each.
    lifecycle: { spareKeys: 4, generateKeys: async () => keys }
  })
  const api = request(shop.createServer(listener(shop)))
  afterAll(() => {
    shop.close()
    releasePool()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  const email = (local: string): string => `${local}@${shop.config.application.domain}`
  return {
    shop,
    api,
    email,
    async login (address, password) {
      const res = await api.post('/rest/user/login').send({ email: address, password })
      if (res.status !== 200) throw new Error(`Login as ${address} failed: ${res.status} ${res.text}`)
      return { token: res.body.authentication.token as string, bid: res.body.authentication.bid as number }
    },
    async solved (key) {
      const res = await api.get('/api/Challenges/').query({ key })
      return res.body.data?.[0]?.solved === true
    }
  }
}

/** The trainer password of test shops in classroom mode. */
export const TEST_TRAINER_PASSWORD = 'trainer-test-password'

/** Seeded passwords the tests need, as the catalogue fixes them. */
export const seeded = {
  admin: { local: 'admin', password: 'qwerty123' },
  customer: { local: 'oskar.lindqvist' },
  accountant: { local: 'finance.desk', password: 'Welcome-Aboard1' },
  qaBot: { local: 'qa.bot', password: 'Qa-Bot-Smoke-1' },
  /** Soft-deleted in the seed: the account exists, but must not be usable. */
  deleted: { local: 'walter.price', password: 'Farewell-Parcel-Tape-90' }
} as const

/**
 * Generating an RSA key pair costs most of a test shop's start (about a second on a busy machine),
 * and every test file and every mutant run starts one. Test shops therefore share one pair, made
 * once per machine in the temporary folder; each shop still creates its other secrets itself.
 */
function provideTestSigningKeys (keysFolder: string): { privateKey: string, publicKey: string } {
  const shared = path.join(os.tmpdir(), `shop-test-signing-keys-${process.getuid?.() ?? 0}`)
  if (!fs.existsSync(path.join(shared, 'jwt.pub'))) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' }
    })
    // Written to a folder of its own and renamed into place, so parallel test files never read half a key.
    const draft = fs.mkdtempSync(`${shared}-draft-`)
    fs.writeFileSync(path.join(draft, 'jwt.key'), privateKey, { mode: 0o600 })
    fs.writeFileSync(path.join(draft, 'jwt.pub'), publicKey)
    try { fs.renameSync(draft, shared) } catch { fs.rmSync(draft, { recursive: true, force: true }) }
  }
  fs.mkdirSync(keysFolder, { recursive: true })
  for (const file of ['jwt.key', 'jwt.pub']) fs.copyFileSync(path.join(shared, file), path.join(keysFolder, file))
  return { privateKey: fs.readFileSync(path.join(shared, 'jwt.key'), 'utf8'), publicKey: fs.readFileSync(path.join(shared, 'jwt.pub'), 'utf8') }
}
