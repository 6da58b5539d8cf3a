import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadCodingLibrary } from '../challenges/snippets/library.js'
import { projectRoot } from '../paths.js'
import { freePort, waitUntilAnswering } from '../test-support/spawned-server.js'

/*
 * Progress is never lost (issue 22): the built server in classroom mode, two teams playing, then
 * `kill -9` and a restart on the same data folder. Every team finds its solves, coding progress,
 * orders and files again, and its progress code restores only into its own shop.
 */
const serverMain = path.join(projectRoot, 'server', 'dist', 'main.js')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'classroom-durability-'))
const KEY = 'loginAdminSqliChallenge'
const vulnLines = loadCodingLibrary(projectRoot).get(KEY)?.snippet.vulnLines ?? []
let base = ''
let child: ChildProcess | undefined

async function start (): Promise<void> {
  child = spawn(process.execPath, [serverMain], {
    env: { ...process.env, NODE_ENV: 'classroom', TRAINER_PASSWORD: 'durability-trainer', DATA_DIR: dataDir, PORT: new URL(base).port, HOST: '127.0.0.1' },
    stdio: 'ignore'
  })
  await waitUntilAnswering(`${base}/rest/admin/application-version`, child)
}

beforeAll(async () => {
  if (!fs.existsSync(serverMain)) throw new Error('Build the server first (npm run build): this test starts server/dist/main.js')
  base = `http://127.0.0.1:${await freePort()}`
  await start()
}, 60_000)
afterAll(() => {
  child?.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

interface Team { cookie: string, token?: string, bid?: number }

async function call (team: Team, method: string, url: string, body?: unknown): Promise<{ status: number, body: any }> {
  const headers: Record<string, string> = { Cookie: team.cookie }
  if (team.token !== undefined) headers.Authorization = `Bearer ${team.token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await res.text()
  return { status: res.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text }
}

async function join (name: string): Promise<Team> {
  const res = await fetch(`${base}/rest/classroom/teams/${encodeURIComponent(name)}/join`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
  expect(res.status).toBe(201)
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] }
}

/** Solves a challenge, Find it of its coding challenge, places an order and shares a photo. */
async function play (team: Team, caption: string): Promise<string> {
  expect((await call(team, 'POST', '/rest/user/login', { email: "' OR 1=1--", password: 'x' })).status).toBe(200)
  expect((await call(team, 'POST', '/snippets/verdict', { key: KEY, selectedLines: vulnLines })).body.verdict).toBe(true)
  const email = `${caption.toLowerCase().replace(/\W+/g, '.')}@class.test`
  expect((await call(team, 'POST', '/api/Users', { email, password: 'Durable-Pass-1', passwordRepeat: 'Durable-Pass-1' })).status).toBe(201)
  const login = await call(team, 'POST', '/rest/user/login', { email, password: 'Durable-Pass-1' })
  team.token = login.body.authentication.token
  team.bid = login.body.authentication.bid
  expect((await call(team, 'POST', '/api/BasketItems', { ProductId: 1, BasketId: team.bid, quantity: 1 })).status).toBe(200)
  const address = await call(team, 'POST', '/api/Addresss', { fullName: caption, mobileNum: 1234567, zipCode: '12345', streetAddress: 'Main 1', city: 'Town', country: 'Land' })
  const card = await call(team, 'POST', '/api/Cards', { fullName: caption, cardNum: 4111111111111111, expMonth: 12, expYear: 2090 })
  const order = await call(team, 'POST', `/rest/basket/${team.bid}/checkout`, { orderDetails: { paymentId: card.body.data.id, addressId: address.body.data.id, deliveryMethodId: 1 } })
  expect(order.status, JSON.stringify(order.body)).toBe(200)
  const form = new FormData()
  form.append('caption', caption)
  form.append('image', new Blob([Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)])]), 'photo.png')
  const photo = await fetch(`${base}/rest/memories`, { method: 'POST', headers: { Cookie: team.cookie, Authorization: `Bearer ${team.token ?? ''}` }, body: form })
  expect(photo.status).toBe(201)
  return `/${(await photo.json() as { data: { imagePath: string } }).data.imagePath}`
}

async function state (team: Team): Promise<{ solved: boolean, coding: number, orders: number, photos: string[] }> {
  const challenge = (await call(team, 'GET', `/api/Challenges/?key=${KEY}`)).body.data[0]
  const orders = await call(team, 'GET', '/rest/order-history')
  const wall = await call(team, 'GET', '/rest/memories')
  return {
    solved: challenge.solved,
    coding: challenge.codingChallengeStatus,
    orders: orders.body.data.length,
    photos: wall.body.data.map((m: { caption: string }) => m.caption).filter((c: string) => c.startsWith('Team '))
  }
}

describe('classroom mode across kill -9', () => {
  it('keeps every team\'s solves, coding progress, orders and files, each in its own shop', async () => {
    const alpha = await join('Durable Alpha')
    const bravo = await join('Durable Bravo')
    const alphaPhoto = await play(alpha, 'Team Alpha')
    const bravoPhoto = await play(bravo, 'Team Bravo')
    const before = { alpha: await state(alpha), bravo: await state(bravo) }
    expect(before.alpha).toEqual({ solved: true, coding: 1, orders: 1, photos: ['Team Alpha'] })
    const alphaSolved = (await call(alpha, 'GET', '/rest/continue-code')).body.continueCode as string
    const alphaFindIt = (await call(alpha, 'GET', '/rest/continue-code-findIt')).body.continueCode as string

    const running = child
    await new Promise(resolve => { running?.once('exit', resolve); running?.kill('SIGKILL') })
    await start()

    // The cookies still name the teams, and each shop comes back from its folder as it was.
    expect(await state(alpha)).toEqual(before.alpha)
    expect(await state(bravo)).toEqual(before.bravo)
    expect((await call(alpha, 'GET', alphaPhoto)).status).toBe(200)
    expect((await call(bravo, 'GET', bravoPhoto)).status).toBe(200)
    expect((await call(bravo, 'GET', alphaPhoto)).status).toBe(404)
    // Tokens were signed with each team's own key, kept on disk.
    expect((await call(alpha, 'GET', '/rest/user/whoami')).body.user.email).toBe('team.alpha@class.test')
    expect((await call({ cookie: bravo.cookie, token: alpha.token }, 'GET', '/rest/user/whoami')).body.user).toEqual({})

    // Coding progress codes are signed per team shop: A's restores nothing into another team, while
    // A's own codes still work after the crash. The solved-challenges code carries to any shop by
    // design (a backup restores into a new shop); such solves arrive as restores (isRestore).
    const gamma = await join('Durable Gamma')
    expect((await call(gamma, 'PUT', `/rest/continue-code-findIt/apply/${alphaFindIt}`)).status).toBe(404)
    expect((await call(gamma, 'GET', `/api/Challenges/?key=${KEY}`)).body.data[0].codingChallengeStatus).toBe(0)
    expect((await call(alpha, 'PUT', `/rest/continue-code-findIt/apply/${alphaFindIt}`)).status).toBe(200)
    expect((await call(alpha, 'PUT', `/rest/continue-code/apply/${alphaSolved}`)).status).toBe(200)
  }, 120_000)
})
