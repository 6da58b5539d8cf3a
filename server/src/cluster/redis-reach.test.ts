import fs from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

/*
 * Redis is never reachable from the shop's planted weaknesses (issue 23): the SSRF fetcher does not
 * connect to the Redis address and port, and the contained workers (sandbox, SQL, parsers) never
 * see REDIS_URL. A plain TCP listener stands in for Redis and counts who connects.
 */
const redisConnections: string[] = []
const fakeRedis = net.createServer(socket => { redisConnections.push(socket.remoteAddress ?? '?'); socket.end('-ERR no\r\n') })
const previous = process.env.REDIS_URL
let redisPort = 0

beforeAll(async () => {
  await new Promise<void>(resolve => fakeRedis.listen(0, '127.0.0.1', resolve))
  redisPort = (fakeRedis.address() as AddressInfo).port
  // Set before the shop's worker pool starts, as a replica's environment would be.
  process.env.REDIS_URL = `redis://127.0.0.1:${redisPort}`
})
afterAll(() => {
  fakeRedis.close()
  if (previous === undefined) delete process.env.REDIS_URL
  else process.env.REDIS_URL = previous
})

const t = createTestShop()
const server = t.shop.app.listen(0, '127.0.0.1')
const api = request(server)
afterAll(() => { server.close() })

/** The contained worker processes this process started (Tinypool's child_process runtime). */
function workerPids (): number[] {
  return fs.readdirSync('/proc').filter(entry => /^\d+$/.test(entry)).filter(pid => {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('tinypool')
    } catch { return false }
  }).map(Number)
}

describe('Redis and the planted weaknesses', () => {
  it('the profile-image fetcher (SSRF) never connects to the Redis address and port, in any spelling', async () => {
    const login = await api.post('/rest/user/login').send({ email: t.email('qa.bot'), password: 'Qa-Bot-Smoke-1' })
    const cookie = `token=${login.body.authentication.token as string}`
    const urls = [process.env.REDIS_URL, `http://127.0.0.1:${redisPort}/`, `http://localhost:${redisPort}/`, `http://[::1]:${redisPort}/`,
      `gopher://127.0.0.1:${redisPort}/_PING`, `http://127.0.0.1:${redisPort}@127.0.0.1/`, `dict://127.0.0.1:${redisPort}/info`]
    for (const imageUrl of urls) {
      const res = await api.post('/profile/image/url').set('Cookie', cookie).type('form').send({ imageUrl })
      expect(res.status, imageUrl).toBeLessThan(500)
    }
    expect(redisConnections).toEqual([])
  })

  it('contained workers get no REDIS_URL in their environment', async () => {
    const outcome = await t.shop.registry.get().evaluate({ source: 'test', code: '1 + 1' })
    expect(outcome.result).toBe(2)
    const workers = workerPids()
    expect(workers.length).toBeGreaterThan(0)
    for (const pid of workers) {
      const environment = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
      expect(environment.some(line => line.startsWith('REDIS_URL='))).toBe(false)
      expect(environment.some(line => line.startsWith('TINYPOOL_WORKER_ID='))).toBe(true)
    }
  })
})
