import type { Response } from 'supertest'
import { expect } from 'vitest'
import { TEAM_COOKIE } from '../classroom/cookies.js'
import { createTestShop, type TestShop } from './test-shop.js'
import type { ShopConfig } from '../config.js'

export interface ClassroomTestShop extends TestShop {
  /** Joins (or creates) a team; returns the answer and the `Cookie` header value of its members. */
  join: (team: string, passcode?: string, cookie?: string) => Promise<{ res: Response, cookie: string }>
  /** How many shop instances the registry holds. */
  instances: () => number
}

/** A test shop in classroom mode (trainer password: `TEST_TRAINER_PASSWORD`). */
export function createClassroomTestShop (configure: (config: ShopConfig) => ShopConfig = c => c): ClassroomTestShop {
  const t = createTestShop(config => configure({ ...config, classroom: { ...config.classroom, enabled: true } }))
  return {
    ...t,
    instances: () => t.shop.registry.all().length,
    async join (team, passcode, cookie) {
      const call = t.api.post(`/rest/classroom/teams/${encodeURIComponent(team)}/join`)
      if (cookie !== undefined) void call.set('Cookie', cookie)
      const res = await call.send(passcode === undefined ? {} : { passcode })
      return { res, cookie: teamCookieOf(res) }
    }
  }
}

/** The `Cookie` header value for the team cookie a response set ('' when it set none). */
export function teamCookieOf (res: Response): string {
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
  const line = setCookie.find(c => c.startsWith(`${TEAM_COOKIE}=`))
  return line === undefined ? '' : line.split(';')[0] as string
}

/** Joins a new team and checks it was created. */
export async function newTeam (t: ClassroomTestShop, team: string): Promise<{ cookie: string, passcode: string }> {
  const { res, cookie } = await t.join(team)
  expect(res.status, res.text).toBe(201)
  return { cookie, passcode: res.body.passcode as string }
}
