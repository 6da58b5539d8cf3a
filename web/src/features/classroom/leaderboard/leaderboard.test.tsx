// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { FakeSocket } from '@/test-support/fake-socket'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { gate } from '@/test-support/gate'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { Scores } from '../api/types'
import TeamSolves from '../team-solves/team-solves'
import Leaderboard from './leaderboard'

const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }))
vi.mock('@/lib/socket', () => ({ getSocket: () => socket.current }))

const server = mockShopServer()

function serveScores (...answers: Scores[]): { requests: number } {
  const counter = { requests: 0 }
  server.use(http.get(shopUrl('rest/classroom/scores'), () => {
    const answer = answers[Math.min(counter.requests, answers.length - 1)]
    counter.requests++
    return HttpResponse.json(answer)
  }))
  return counter
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

const rows = () => within(screen.getByTestId('leaderboard')).getAllByRole('row').slice(1)
  // The last-solve column is hidden on phones; the simulated page has no width to show it at.
  .map(row => within(row).getAllByRole('cell', { hidden: true }).map(cell => cell.textContent))

describe('leaderboard', COMPONENT_TEST, () => {
  it('lists rank, team, score, solved and the last solve as a relative time, each team linking to its page', async () => {
    serveScores({
      teams: [
        { rank: 1, team: 'Blue Kiwis', score: 15, solved: 2, lastSolvedAt: minutesAgo(3) },
        { rank: 2, team: 'Red Plums', score: 0, solved: 0, lastSolvedAt: null }
      ],
      eventEnd: null,
      frozen: false
    })
    socket.current = new FakeSocket()
    renderScreen(<Leaderboard />, { at: '/classroom/leaderboard' })

    await screen.findByTestId('leaderboard')
    expect(rows()).toEqual([
      ['1', 'Blue Kiwis', '15', '2', '3 minutes ago'],
      ['2', 'Red Plums', '0', '0', '–']
    ])
    expect(screen.getByRole('link', { name: 'Blue Kiwis' }).getAttribute('href')).toBe('/classroom/leaderboard/teams/Blue%20Kiwis')
    expect(screen.queryByText('No team has joined yet.')).toBeNull()
  })

  it('heads the page and the columns, counts the teams, offers the projector and sets the podium in bold', async () => {
    const team = (rank: number) => ({ rank, team: `Team ${rank}`, score: 10 - rank, solved: 1, lastSolvedAt: null })
    serveScores({ teams: [1, 2, 3, 4].map(team), eventEnd: null, frozen: false })
    socket.current = new FakeSocket()
    renderScreen(<Leaderboard />, { at: '/classroom/leaderboard' })

    const table = await screen.findByTestId('leaderboard')
    expect(table.getAttribute('aria-label')).toBe('Leaderboard')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Leaderboard')
    expect(document.body.textContent).toContain('4 teams')
    expect(within(table).getAllByRole('columnheader', { hidden: true }).map(cell => cell.textContent)).toEqual(['Rank', 'Team', 'Score', 'Solved', 'Last solve'])
    expect(screen.getByRole('link', { name: 'Projector view' }).getAttribute('href')).toBe('/classroom/projector')
    const weights = within(table).getAllByRole('row').slice(1).map(row => getComputedStyle(within(row).getAllByRole('cell', { hidden: true })[0]).fontWeight)
    expect(weights.map(weight => weight === '700')).toEqual([true, true, true, false])
  })

  it('says so while no team has joined, with no table, but not before the scores have come', async () => {
    const answer = gate()
    server.use(http.get(shopUrl('rest/classroom/scores'), async () => {
      await answer.wait()
      return HttpResponse.json({ teams: [], eventEnd: null, frozen: false } satisfies Scores)
    }))
    socket.current = new FakeSocket()
    renderScreen(<Leaderboard />, { at: '/classroom/leaderboard' })

    expect(await screen.findByRole('progressbar')).toBeTruthy()
    expect(screen.queryByText('No team has joined yet.')).toBeNull()
    answer.open()
    expect(await screen.findByText('No team has joined yet.')).toBeTruthy()
    expect(document.body.textContent).toContain('0 teams')
    expect(screen.queryByTestId('leaderboard')).toBeNull()
  })

  it('refetches when a solve or a team change is announced on the socket', async () => {
    const counter = serveScores(
      { teams: [{ rank: 1, team: 'Red Plums', score: 5, solved: 1, lastSolvedAt: minutesAgo(10) }, { rank: 2, team: 'Blue Kiwis', score: 0, solved: 0, lastSolvedAt: null }], eventEnd: null, frozen: false },
      { teams: [{ rank: 1, team: 'Blue Kiwis', score: 15, solved: 2, lastSolvedAt: minutesAgo(0) }, { rank: 2, team: 'Red Plums', score: 5, solved: 1, lastSolvedAt: minutesAgo(10) }], eventEnd: null, frozen: false },
      { teams: [{ rank: 1, team: 'Blue Kiwis', score: 15, solved: 2, lastSolvedAt: minutesAgo(0) }], eventEnd: null, frozen: false }
    )
    socket.current = new FakeSocket()
    renderScreen(<Leaderboard />, { at: '/classroom/leaderboard' })
    await waitFor(() => { expect(rows()[0][1]).toBe('Red Plums') })

    socket.current.emit('classroom solve', { team: 'Blue Kiwis', key: 'scoreBoardChallenge', name: 'Score Board', difficulty: 1, solvedAt: minutesAgo(0), counted: true })
    await waitFor(() => { expect(rows()[0][1]).toBe('Blue Kiwis') })

    socket.current.emit('classroom teams', {})
    await waitFor(() => { expect(rows()).toHaveLength(1) })
    expect(counter.requests).toBe(3)
  })

  it('says when the event ended and the ranking is frozen', async () => {
    serveScores({ teams: [], eventEnd: '2026-11-26T12:00:00.000Z', frozen: true })
    socket.current = new FakeSocket()
    renderScreen(<Leaderboard />, { at: '/classroom/leaderboard' })
    expect((await screen.findByTestId('frozen-banner')).textContent).toMatch(/event ended at .*frozen/i)
    expect(screen.getByText(/no team has joined yet/i)).toBeTruthy()
  })

  it('stops listening when the page is left', async () => {
    serveScores({ teams: [], eventEnd: null, frozen: false })
    socket.current = new FakeSocket()
    const view = renderScreen(<Leaderboard />, { at: '/classroom/leaderboard' })
    await screen.findByText(/no team has joined yet/i)
    expect(socket.current.listenerCount('classroom solve')).toBe(1)
    view.unmount()
    expect(socket.current.listenerCount('classroom solve')).toBe(0)
  })
})

describe('team page', COMPONENT_TEST, () => {
  it('lists the solves in order with their time, marking those after the end as not counted', async () => {
    server.use(http.get(shopUrl('rest/classroom/teams/:team/solves'), ({ params }) => HttpResponse.json({
      team: params.team,
      score: 1,
      solved: 2,
      solves: [
        { key: 'scoreBoardChallenge', name: 'Score Board', category: 'Miscellaneous', difficulty: 1, solvedAt: '2026-11-26T10:00:00.000Z', counted: true },
        { key: 'loginAdminChallenge', name: 'Admin by Apostrophe', category: 'Injection', difficulty: 2, solvedAt: '2026-11-26T13:00:00.000Z', counted: false }
      ]
    })))
    socket.current = new FakeSocket()
    renderScreen(<TeamSolves />, { at: '/classroom/leaderboard/teams/Blue%20Kiwis', path: '/classroom/leaderboard/teams/:team' })

    const table = await screen.findByTestId('team-solves')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blue Kiwis')
    const names = within(table).getAllByRole('link').map(link => link.textContent)
    expect(names).toEqual(['Score Board', 'Admin by Apostrophe'])
    expect(within(table).getAllByText(/not counted/i)).toHaveLength(1)
    expect(within(table).getAllByRole('row')[2].textContent).toMatch(/Admin by Apostrophe.*not counted/)
  })
})
