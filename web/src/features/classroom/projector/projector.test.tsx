// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { FakeSocket } from '@/test-support/fake-socket'
import { gate } from '@/test-support/gate'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { FeedEntry, Scores } from '../api/types'
import Projector from './projector'

const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }))
vi.mock('@/lib/socket', () => ({ getSocket: () => socket.current }))

const server = mockShopServer()
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

/** Shows the projector; `feed` is the latest solves, or a function giving them anew for each request. */
function project (scores: Scores, feed: FeedEntry[] | (() => FeedEntry[]) = []) {
  const feedLimits: string[] = []
  server.use(
    http.get(shopUrl('rest/classroom/scores'), () => HttpResponse.json(scores)),
    http.get(shopUrl('rest/classroom/feed'), ({ request }) => {
      feedLimits.push(new URL(request.url).searchParams.get('limit') ?? '')
      return HttpResponse.json({ solves: typeof feed === 'function' ? feed() : feed })
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
    expect(within(ticker).queryByText('The first solve will show up here.')).toBeNull()
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
    // Light blue while it runs; amber once frozen (below).
    expect(getComputedStyle(await screen.findByText(/^The event ends at .+\.$/)).color).toBe('#90caf9')
  })

  it('shows that the ranking is frozen once the event has ended', async () => {
    project({ teams: [], eventEnd: '2026-11-26T12:00:00.000Z', frozen: true })
    expect(getComputedStyle(await screen.findByText(/^Ended at .+ · frozen$/)).color).toBe('#ffb74d')
    expect(screen.queryByText(/The event ends at/)).toBeNull()
  })
  it('sets the podium in larger type and medal colours and stripes every other row', async () => {
    const teams = [1, 2, 3, 4, 5].map(rank => ({ rank, team: `Team ${rank}`, score: 10 - rank, solved: 1, lastSolvedAt: null }))
    project({ teams, eventEnd: null, frozen: false })
    await waitFor(() => { expect(ranked()).toHaveLength(5) })

    const looks = ranked().map(item => ({ size: getComputedStyle(item).fontSize, stripe: getComputedStyle(item).backgroundColor, rank: getComputedStyle(item.children[0]).color }))
    expect(looks.map(look => look.size)).toEqual(['44px', '44px', '44px', '34px', '34px'])
    expect(looks.map(look => look.stripe)).toEqual(['rgba(255, 255, 255, 0.06)', 'transparent', 'rgba(255, 255, 255, 0.06)', 'transparent', 'rgba(255, 255, 255, 0.06)'])
    expect(looks.map(look => look.rank)).toEqual(['#f5c542', '#c0c7cf', '#d08c4a', '#bbb', '#bbb'])
    // A team that has not solved anything yet shows no last solve at all.
    expect(ranked()[4].children[4].textContent).toBe('')
    expect(screen.queryByText('No team has joined yet.')).toBeNull()
  })

  it('ranks no one and shows no solve before the scores and the feed have come', async () => {
    const answers = gate()
    server.use(
      http.get(shopUrl('rest/classroom/scores'), async () => { await answers.wait(); return HttpResponse.json({ teams: [], eventEnd: null, frozen: false } satisfies Scores) }),
      http.get(shopUrl('rest/classroom/feed'), async () => { await answers.wait(); return HttpResponse.json({ solves: [] }) }),
      http.get(shopUrl('rest/classroom/pinned-path'), () => HttpResponse.json({ pathId: null, teams: 0, steps: [] }))
    )
    socket.current = new FakeSocket()
    renderScreen(<Projector />, { at: '/classroom/projector' })

    await screen.findByRole('region', { name: 'Latest solves' })
    // Neither a ranked team nor a solve in the ticker.
    expect(within(screen.getByTestId('projector')).queryAllByRole('listitem')).toEqual([])
    expect(screen.queryByText('No team has joined yet.')).toBeNull()
    answers.open()
    expect(await screen.findByText('No team has joined yet.')).toBeTruthy()
  })

  it('asks the browser for full screen, and does nothing where the browser cannot', async () => {
    project({ teams: [], eventEnd: null, frozen: false })
    const button = await screen.findByRole('button', { name: 'Full screen', description: 'Full screen' })
    expect(screen.getByRole('link', { name: 'Close the projector view', description: 'Close the projector view' })).toBeTruthy()
    const requestFullscreen = vi.fn(() => Promise.resolve())
    const errors: unknown[] = []
    const onError = (event: ErrorEvent) => { errors.push(event.error) }
    window.addEventListener('error', onError)
    try {
      Object.defineProperty(document.documentElement, 'requestFullscreen', { value: requestFullscreen, configurable: true })
      fireEvent.click(button)
      expect(requestFullscreen).toHaveBeenCalledTimes(1)
      Object.defineProperty(document.documentElement, 'requestFullscreen', { value: undefined, configurable: true })
      fireEvent.click(button)
      expect(errors).toEqual([])
    } finally {
      window.removeEventListener('error', onError)
      Reflect.deleteProperty(document.documentElement, 'requestFullscreen')
    }
  })
  it('slides a new solve in at the left while the earlier lines stay where they are', async () => {
    const solve = (team: string, key: string, name: string) => ({ team, key, name, category: 'Miscellaneous', difficulty: 1, solvedAt: minutesAgo(1), counted: true })
    const feeds = [[solve('Team 1', 'scoreBoardChallenge', 'Score Board')], [solve('Team 2', 'scoreBoardChallenge', 'Score Board'), solve('Team 1', 'scoreBoardChallenge', 'Score Board')]]
    project({ teams: [], eventEnd: null, frozen: false }, () => (feeds.length > 1 ? feeds.shift() : undefined) ?? feeds[0])
    const ticker = screen.getByRole('region', { name: 'Latest solves' })
    const first = await within(ticker).findByText('Team 1')

    socket.current?.emit('classroom solve', feeds[0][0])
    await waitFor(() => { expect(within(ticker).getAllByRole('listitem').map(item => item.querySelector('strong')?.textContent)).toEqual(['Team 2', 'Team 1']) })
    // The same line, not a new one: only the new solve is animated in.
    expect(within(ticker).getByText('Team 1')).toBe(first)
  })
})
