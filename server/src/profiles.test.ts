import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseConfig, withContentOverlay, withEnvironment, type ShopConfig } from './config.js'
import { configFolder } from './paths.js'
import { loadFlagKey } from './challenges/flag-key.js'
import { flagFor } from './challenges/tracker.js'
import { TEAM_COOKIE } from './classroom/cookies.js'
import { overlay } from './test-support/ctf-profile.js'
import { listen, nextEvent } from './test-support/realtime.js'
import { createTestShop, type TestShop } from './test-support/test-shop.js'
import { readYamlFile } from './yaml-files.js'

/*
 * Every file in config/ is a profile a trainer may start (NODE_ENV=<name>). Each one is started here
 * as main.ts would start it (the defaults, the profile, the environment), and the shop must answer as
 * the profile's comment promises. A new profile without a check below fails the first test.
 */
type Tree = Record<string, unknown>
const read = (name: string): Tree => readYamlFile(path.join(configFolder, name)) as Tree
const profiles = fs.readdirSync(configFolder).filter(name => /\.ya?ml$/.test(name)).sort()

/** The configuration `NODE_ENV=<profile>` gives with this environment. */
const started = (profile: string, env: NodeJS.ProcessEnv = {}) => (): ShopConfig =>
  parseConfig(withContentOverlay(env, withEnvironment(env, overlay(read('default.yml'), profile === 'default.yml' ? {} : read(profile)))))

const PAST_END = '2020-01-01T12:00:00+01:00'

interface Solved { key: string, flag: string, hidden: boolean }

/** Solves the Score Board challenge of the default shop and returns its realtime notice. */
async function solveWithNotice (t: TestShop): Promise<Solved> {
  const socket = await (await listen(t)).socket()
  const notice = nextEvent<Solved>(socket, 'challenge solved', e => e.key === 'scoreBoardChallenge')
  await t.api.get('/api/Challenges/')
  return await notice
}

/** The flag a CTF platform expects for the Score Board challenge of this shop. */
const scoreBoardFlag = (t: TestShop): string => flagFor(loadFlagKey(path.dirname(t.shop.registry.get().folder)), 'Score Board')

/** Creates a team and returns its members' `Cookie` header value. */
async function joinTeam (t: TestShop, name: string): Promise<string> {
  const res = await t.api.post(`/rest/classroom/teams/${encodeURIComponent(name)}/join`).send({})
  expect(res.status, res.text).toBe(201)
  const line = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find(c => c.startsWith(`${TEAM_COOKIE}=`))
  return line!.split(';')[0]!
}

const publicConfig = async (t: TestShop): Promise<any> => (await t.api.get('/rest/admin/application-configuration')).body.config
const hintsShown = async (t: TestShop, cookie = ''): Promise<boolean> =>
  ((await t.api.get('/api/Challenges/').set('Cookie', cookie)).body.data as Array<{ hints: string[] }>).some(c => c.hints.length > 0)

const checks: Record<string, { env?: NodeJS.ProcessEnv, check: (t: TestShop) => Promise<void> }> = {
  'default.yml': {
    async check (t) {
      expect((await publicConfig(t)).application.welcomeBanner.showOnFirstStart).toBe(true)
      const notice = await solveWithNotice(t)
      expect(notice.hidden).toBe(false)
      expect(notice.flag).not.toBe(scoreBoardFlag(t))
      expect(await hintsShown(t)).toBe(true)
    }
  },
  'test.yml': {
    async check (t) {
      expect((await publicConfig(t)).application.welcomeBanner.showOnFirstStart).toBe(false)
      expect(t.shop.config.fileStorage.shopBytes).toBeLessThan(200_000_000)
    }
  },
  'ctf.yml': {
    async check (t) {
      expect((await solveWithNotice(t)).flag).toBe(scoreBoardFlag(t))
      expect(await hintsShown(t)).toBe(false)
      expect((await publicConfig(t)).hackingInstructor.isEnabled).toBe(false)
    }
  },
  'classroom.yml': {
    async check (t) {
      expect((await t.api.get('/api/Challenges/')).status).toBe(401)
      const cookie = await joinTeam(t, 'Profile Pears')
      expect((await t.api.get('/api/Challenges/').set('Cookie', cookie)).status).toBe(200)
    }
  },
  'tutorials-first.yml': {
    async check (t) {
      const config = await publicConfig(t)
      expect(config.challenges.restrictToTutorialsFirst).toBe(true)
      expect(config.hackingInstructor.isEnabled).toBe(true)
      // The board needs the tutorial order to show those first.
      const tutorials = ((await t.api.get('/api/Challenges/')).body.data as Array<{ tutorialOrder: number | null }>).filter(c => c.tutorialOrder !== null)
      expect(tutorials.length).toBeGreaterThan(3)
    }
  },
  'quiet.yml': {
    async check (t) {
      expect(await solveWithNotice(t)).toMatchObject({ hidden: true })
      // No toast, but the solve is recorded.
      expect(await t.solved('scoreBoardChallenge')).toBe(true)
      expect(await hintsShown(t)).toBe(false)
      expect((await publicConfig(t)).challenges.showSolvedNotifications).toBe(false)
    }
  },
  'event.yml': {
    env: { EVENT_END: PAST_END },
    async check (t) {
      expect((await t.api.get('/api/Challenges/')).status).toBe(401)
      const cookie = await joinTeam(t, 'Late Limes')
      const status = (await t.api.get('/rest/classroom/status').set('Cookie', cookie)).body
      expect(status).toMatchObject({ eventEnd: '2020-01-01T11:00:00.000Z', frozen: true })
      expect(await hintsShown(t, cookie)).toBe(false)
      await t.api.get('/api/Challenges/').set('Cookie', cookie)
      await expect.poll(async () => (await t.api.get('/rest/classroom/teams/Late%20Limes/solves').set('Cookie', cookie)).body.solves)
        .toEqual([expect.objectContaining({ key: 'scoreBoardChallenge', counted: false })])
      expect((await t.api.get('/rest/classroom/scores').set('Cookie', cookie)).body.teams).toEqual([expect.objectContaining({ team: 'Late Limes', score: 0 })])
      expect((await publicConfig(t)).ctf.showFlagsInNotifications).toBe(true)
    }
  }
}

describe('shipped profiles', () => {
  it('has a check for every file in config/', () => {
    expect(profiles).toEqual(Object.keys(checks).sort())
  })

  for (const profile of profiles) {
    const entry = checks[profile]
    if (entry === undefined) continue
    describe(profile, () => {
      const t = createTestShop(started(profile, entry.env))
      it('starts and answers as the profile says', async () => { await entry.check(t) }, 30_000)
    })
  }
})
