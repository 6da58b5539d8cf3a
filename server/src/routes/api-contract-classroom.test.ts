import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { classroomScoresSchema, classroomSolveSchema, trainerTeamsSchema } from '@shop/contract'
import { createClassroomTestShop, newTeam } from '../test-support/classroom.js'
import { TEST_TRAINER_PASSWORD } from '../test-support/test-shop.js'

/** The classroom leaderboard's answers, parsed with the contract's strict schemas. */
const t = createClassroomTestShop()

describe('classroom answers match the contract', () => {
  it('the leaderboard and the feed, with a team that solved something and one that did not', async () => {
    const alpha = await newTeam(t, 'Alpha')
    await newTeam(t, 'Bravo')
    // Opening the score board solves the Score Board challenge in Alpha's shop.
    expect((await t.api.get('/api/Challenges/').set('Cookie', alpha.cookie)).status).toBe(200)
    const scores = await t.api.get('/rest/classroom/scores').set('Cookie', alpha.cookie)
    const ranking = classroomScoresSchema.safeParse(scores.body)
    expect(ranking.success ? 'ok' : z.prettifyError(ranking.error)).toBe('ok')
    expect(ranking.data?.teams.map(row => row.lastSolvedAt === null)).toEqual([false, true])
    const feed = z.strictObject({ solves: z.array(classroomSolveSchema).length(1) }).safeParse((await t.api.get('/rest/classroom/feed').set('Cookie', alpha.cookie)).body)
    expect(feed.success ? 'ok' : z.prettifyError(feed.error)).toBe('ok')
  })

  it('the trainer console\'s team list', async () => {
    await newTeam(t, 'Charlie')
    const login = await t.api.post('/rest/classroom/trainer/login').send({ password: TEST_TRAINER_PASSWORD })
    expect(login.status).toBe(204)
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).map(c => c.split(';')[0]).join('; ')
    const teams = trainerTeamsSchema.refine(a => a.teams.length > 0).safeParse((await t.api.get('/rest/classroom/trainer/teams').set('Cookie', cookie)).body)
    expect(teams.success ? 'ok' : z.prettifyError(teams.error)).toBe('ok')
  })
})
