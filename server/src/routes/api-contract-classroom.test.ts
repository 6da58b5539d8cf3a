import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import {
  auditSchema, challengeSolvesSchema, classroomNoticeSchema, classroomScoresSchema, classroomSolveSchema, classroomStatusSchema,
  eventEndAnswerSchema, joinedTeamSchema, pinnedPathAnswerSchema, pinnedProgressSchema, teamPasscodeSchema, teamSolvesSchema,
  trainerSolutionSchema, trainerSolutionsSchema, trainerTeamsSchema
} from '@shop/contract'
import { createClassroomTestShop, newTeam } from '../test-support/classroom.js'
import { holds } from '../test-support/contract-answers.js'
import { listen, nextEvent } from '../test-support/realtime.js'
import { TEST_TRAINER_PASSWORD } from '../test-support/test-shop.js'

/** The classroom's answers, parsed with the contract's strict schemas. */
const t = createClassroomTestShop()

async function trainerCookie (): Promise<string> {
  const login = await t.api.post('/rest/classroom/trainer/login').send({ password: TEST_TRAINER_PASSWORD })
  expect(login.status).toBe(204)
  return ([] as string[]).concat(login.headers['set-cookie'] ?? []).map(c => c.split(';')[0]).join('; ')
}

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
    holds(teamSolvesSchema.refine(s => s.solves.length === 1), await t.api.get('/rest/classroom/teams/Alpha/solves').set('Cookie', alpha.cookie), 'GET /rest/classroom/teams/{team}/solves')
    holds(challengeSolvesSchema.refine(s => s.teams.length === 1), await t.api.get('/rest/classroom/challenges/scoreBoardChallenge/solves').set('Cookie', alpha.cookie), 'GET /rest/classroom/challenges/{key}/solves')
  })

  it('joining, the status, the pinned path\'s progress and the trainer\'s notice', async () => {
    const created = await t.join('Delta')
    holds(joinedTeamSchema.refine(j => j.passcode !== undefined), created.res, 'POST /rest/classroom/teams/{team}/join (new team)', 201)
    holds(joinedTeamSchema.refine(j => j.passcode === undefined), (await t.join('Delta', created.res.body.passcode)).res, 'POST /rest/classroom/teams/{team}/join')
    holds(classroomStatusSchema.refine(s => s.team === null && s.notice === null), await t.api.get('/rest/classroom/status'), 'GET /rest/classroom/status (no team)')
    holds(pinnedProgressSchema.refine(p => p.pathId === null), await t.api.get('/rest/classroom/pinned-path').set('Cookie', created.cookie), 'GET /rest/classroom/pinned-path (nothing pinned)')
    const trainer = await trainerCookie()
    const [path] = (await t.api.get('/api/LearningPaths').set('Cookie', created.cookie)).body.data as Array<{ id: string }>
    holds(pinnedPathAnswerSchema, await t.api.put('/rest/classroom/trainer/pinned-path').set('Cookie', trainer).send({ pathId: path!.id }), 'PUT /rest/classroom/trainer/pinned-path')
    holds(eventEndAnswerSchema, await t.api.put('/rest/classroom/trainer/event-end').set('Cookie', trainer).send({ eventEnd: '2099-01-01T00:00:00Z' }), 'PUT /rest/classroom/trainer/event-end')
    holds(pinnedProgressSchema.refine(p => p.steps.length > 0), await t.api.get('/rest/classroom/pinned-path').set('Cookie', created.cookie), 'GET /rest/classroom/pinned-path')
    const socket = await (await listen(t, { listener: t.shop.handle })).socket(s => { s.io.opts.extraHeaders = { Cookie: created.cookie } })
    const notice = nextEvent(socket, 'classroom notice')
    expect((await t.api.post('/rest/classroom/trainer/notice').set('Cookie', trainer).send({ message: 'Ten minutes left' })).status).toBe(204)
    holds(classroomNoticeSchema, { status: 200, body: await notice }, 'the realtime classroom notice')
    holds(classroomStatusSchema.refine(s => s.team !== null && s.notice !== null && s.pinnedPath !== null), await t.api.get('/rest/classroom/status').set('Cookie', created.cookie), 'GET /rest/classroom/status')
  })

  it('the trainer console: teams, passcode, audit and solutions', async () => {
    await newTeam(t, 'Charlie')
    const cookie = await trainerCookie()
    const teams = trainerTeamsSchema.refine(a => a.teams.length > 0).safeParse((await t.api.get('/rest/classroom/trainer/teams').set('Cookie', cookie)).body)
    expect(teams.success ? 'ok' : z.prettifyError(teams.error)).toBe('ok')
    holds(teamPasscodeSchema, await t.api.post('/rest/classroom/trainer/teams/Charlie/passcode').set('Cookie', cookie), 'POST /rest/classroom/trainer/teams/{team}/passcode')
    holds(auditSchema.refine(a => a.entries.length > 1), await t.api.get('/rest/classroom/trainer/audit').set('Cookie', cookie), 'GET /rest/classroom/trainer/audit')
    holds(trainerSolutionsSchema.refine(s => s.solutions.length > 0), await t.api.get('/rest/classroom/trainer/solutions').set('Cookie', cookie), 'GET /rest/classroom/trainer/solutions')
    holds(trainerSolutionSchema, await t.api.get('/rest/classroom/trainer/solutions/scoreBoardChallenge').set('Cookie', cookie), 'GET /rest/classroom/trainer/solutions/{key}')
  })
})
