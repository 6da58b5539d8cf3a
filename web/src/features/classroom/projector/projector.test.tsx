// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { FakeSocket } from '@/test-support/fake-socket'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { FeedEntry, Scores } from '../api/types'
import Projector from './projector'

const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }))
vi.mock('@/lib/socket', () => ({ getSocket: () => socket.current }))

const server = mockShopServer()
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

function project (scores: Scores, feed: FeedEntry[] = []) {
  const feedLimits: string[] = []
  server.use(
    http.get(shopUrl('rest/classroom/scores'), () => HttpResponse.json(scores)),
    http.get(shopUrl('rest/classroom/feed'), ({ request }) => {
      feedLimits.push(new URL(request.url).searchParams.get('limit') ?? '')
      return HttpResponse.json({ solves: feed })
    }),
    http.get(shopUrl('rest/classroom/pinned-path'), () => HttpResponse.json({ pathId: null, teams: scores.teams.length, steps: [] }))
  )
  socket.current = new FakeSocket()
  renderScreen(<Projector />, { at: '/classroom/projector' })
  return { feedLimits }
}

const ranked = () => within(screen.getByTestId('projector')).getAllByRole('listitem')
  .filter(item => item.closest('[data-testid="ticker"]') === null)

describe('projector', COMPONENT_TEST, () => {
  it('shows the top ten teams in rank order with score, solved count and last solve, and the latest solves', async () => {
    const teams = Array.from({ length: 12 }, (_, i) => ({ rank: i + 1, team: `Team ${i + 1}`, score: 120 - i * 10, solved: 12 - i, lastSolvedAt: i === 0 ? minutesAgo(2) : null }))
    const { feedLimits } = project({ teams, eventEnd: null, frozen: false }, [
      { team: 'Team 1', key: 'scoreBoardChallenge', name: 'Score Board', category: 'Miscellaneous', difficulty: 1, solvedAt: minutesAgo(2), counted: true }
    ])
    await waitFor(() => { expect(ranked()).toHaveLength(10) })
    const first = ranked()[0]
    expect([...first.children].map(cell => cell.textContent)).toEqual(['1', 'Team 1', '120', '12 solved', '2 minutes ago'])
    expect(ranked()[9].textContent).toMatch(/^10Team 10/)
    expect(screen.queryByText('Team 11')).toBeNull()
    const ticker = screen.getByRole('region', { name: 'Latest solves' })
    expect((await within(ticker).findByRole('listitem')).textContent).toMatch(/^Team 1 · Score Board 2 minutes ago$/)
    expect(feedLimits).toContain('10')
    expect(screen.getByRole('link', { name: 'Close the projector view' }).getAttribute('href')).toBe('/classroom/leaderboard')
    expect(screen.queryByText(/The event ends at/)).toBeNull()
  })

  it('says when no team has joined and no solve came yet', async () => {
    project({ teams: [], eventEnd: null, frozen: false })
    expect(await screen.findByText('No team has joined yet.')).toBeTruthy()
    expect(await screen.findByText('The first solve will show up here.')).toBeTruthy()
  })

  it('shows when the event ends', async () => {
    project({ teams: [], eventEnd: '2026-11-26T12:00:00.000Z', frozen: false })
    expect(await screen.findByText(/^The event ends at .+\.$/)).toBeTruthy()
  })

  it('shows that the ranking is frozen once the event has ended', async () => {
    project({ teams: [], eventEnd: '2026-11-26T12:00:00.000Z', frozen: true })
    expect(await screen.findByText(/^Ended at .+ · frozen$/)).toBeTruthy()
    expect(screen.queryByText(/The event ends at/)).toBeNull()
  })
})
