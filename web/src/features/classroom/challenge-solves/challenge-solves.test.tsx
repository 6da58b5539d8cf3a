// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { FakeSocket } from '@/test-support/fake-socket'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { ChallengeSolves as Solves, TeamSolves as TeamAnswer } from '../api/types'
import TeamSolves from '../team-solves/team-solves'
import ChallengeSolves from './challenge-solves'

const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }))
vi.mock('@/lib/socket', () => ({ getSocket: () => socket.current }))

const server = mockShopServer()

function openChallenge (answer: Solves | { status: number }, key = 'loginAdminChallenge') {
  server.use(http.get(shopUrl('rest/classroom/challenges/:key/solves'), ({ params }) => {
    if ('status' in answer) return HttpResponse.json({ status: 'error', error: 'challenge_not_found' }, { status: answer.status })
    return HttpResponse.json({ ...answer, key: params.key })
  }))
  socket.current = new FakeSocket()
  return renderScreen(<ChallengeSolves />, { at: `/classroom/leaderboard/challenges/${key}`, path: '/classroom/leaderboard/challenges/:key' })
}

function openTeam (answer: TeamAnswer | { status: number, error?: string }, team = 'Red Plums') {
  server.use(http.get(shopUrl('rest/classroom/teams/:team/solves'), () => {
    if ('status' in answer) return HttpResponse.json({ status: 'error', error: answer.error ?? 'team_not_found' }, { status: answer.status })
    return HttpResponse.json(answer)
  }))
  socket.current = new FakeSocket()
  return renderScreen(<TeamSolves />, { at: `/classroom/leaderboard/teams/${encodeURIComponent(team)}`, path: '/classroom/leaderboard/teams/:team' })
}

describe('challenge page', COMPONENT_TEST, () => {
  it('names the challenge with its category and stars, and lists its solvers first to last, each linking to its team', async () => {
    openChallenge({
      key: 'loginAdminChallenge', name: 'Admin by Apostrophe', category: 'Injection', difficulty: 2,
      teams: [
        { team: 'Blue Kiwis', solvedAt: '2026-11-26T10:00:00.000Z', counted: true },
        { team: 'Red Plums', solvedAt: '2026-11-26T13:00:00.000Z', counted: false }
      ]
    })
    const table = await screen.findByTestId('challenge-solves')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin by Apostrophe')
    expect(screen.getByRole('img', { name: 'Difficulty: 2 stars' }).textContent).toBe('★★')
    expect(screen.getByText(/^Injection ·/)).toBeTruthy()
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map(row => within(row).getAllByRole('cell')[0].textContent)).toEqual(['1', '2'])
    expect(within(table).getAllByRole('link').map(link => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Blue Kiwis', '/classroom/leaderboard/teams/Blue%20Kiwis'],
      ['Red Plums', '/classroom/leaderboard/teams/Red%20Plums']
    ])
    expect(rows[0].textContent).not.toMatch(/not counted/)
    expect(rows[1].textContent).toMatch(/after the end, not counted/)
    expect(screen.getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe('/classroom/leaderboard')
  })

  it('says when no team has solved it yet', async () => {
    openChallenge({ key: 'x', name: 'Score Board', category: 'Miscellaneous', difficulty: 1, teams: [] })
    expect(await screen.findByText('No team has solved this challenge yet.')).toBeTruthy()
    expect(screen.queryByTestId('challenge-solves')).toBeNull()
    expect(screen.getByRole('img', { name: 'Difficulty: 1 star' }).textContent).toBe('★')
  })

  it('shows the key and a not-found message for a challenge the class does not have', async () => {
    openChallenge({ status: 404 }, 'noSuchChallenge')
    expect((await screen.findByRole('alert')).textContent).toBe('Not found: the team may have been deleted.')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('noSuchChallenge')
  })
})

describe('team page states', COMPONENT_TEST, () => {
  it('sums up the score and count, and says when nothing is solved yet', async () => {
    openTeam({ team: 'Red Plums', score: 0, solved: 0, solves: [] })
    expect(await screen.findByText('This team has not solved a challenge yet.')).toBeTruthy()
    expect(screen.getByText('0 points · 0 challenges solved')).toBeTruthy()
    expect(screen.queryByTestId('team-solves')).toBeNull()
  })

  it('links each solve to its challenge page and says one challenge in the singular', async () => {
    openTeam({ team: 'Red Plums', score: 10, solved: 1, solves: [{ key: 'a/b challenge', name: 'Slashed', category: 'Injection', difficulty: 3, solvedAt: '2026-11-26T10:00:00.000Z', counted: true }] })
    const table = await screen.findByTestId('team-solves')
    expect(screen.getByText('10 points · 1 challenge solved')).toBeTruthy()
    expect(within(table).getByRole('link', { name: 'Slashed' }).getAttribute('href')).toBe('/classroom/leaderboard/challenges/a%2Fb%20challenge')
    expect(within(table).getByRole('img', { name: 'Difficulty: 3 stars' })).toBeTruthy()
  })

  it('tells a visitor without a team to join one', async () => {
    openTeam({ status: 401, error: 'team_required' })
    expect((await screen.findByRole('alert')).textContent).toBe('Join a team first.')
  })
})
