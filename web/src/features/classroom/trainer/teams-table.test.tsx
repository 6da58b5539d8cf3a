// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { DEFAULT_WIDTH, setWindowWidth } from '@/test-support/viewport'
import type { TrainerTeam } from '../api/types'
import { TeamsTable } from './teams-table'

const NOW = new Date('2026-11-26T10:00:00.000Z')
const PHONE = 390

function trainerTeam (team: string, over: Partial<TrainerTeam> = {}): TrainerTeam {
  return {
    team, id: `t-${team.length}`, score: 15, solved: 2, members: 3, createdAt: '2026-11-26T09:00:00.000Z',
    lastActiveAt: new Date(NOW.getTime() - 120_000).toISOString(), open: true, ...over
  }
}

// Reserved characters in a name: the link must carry it as one path segment.
const KIWIS = trainerTeam('Kiwis #1 & Co?')
const PLUMS = trainerTeam('Red Plums', { score: 0, solved: 0, members: 1, lastActiveAt: null, open: false })

const cells = (team: string) => {
  const row = within(screen.getByTestId('trainer-teams')).getAllByRole('row').find(candidate => candidate.getAttribute('data-team') === team)
  return within(row as HTMLElement).getAllByRole('cell').map(cell => cell.textContent)
}

/** The phone layout's card of a team, line by line. */
const card = (team: string) => {
  const found = screen.getByTestId('trainer-teams').querySelector(`[data-team="${team}"]`) as HTMLElement
  return { element: found, lines: [...found.querySelectorAll('h3, p')].map(line => line.textContent) }
}

describe('the console\'s teams', COMPONENT_TEST, () => {
  beforeEach(() => { vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW }) })
  afterEach(() => {
    vi.useRealTimers()
    setWindowWidth(DEFAULT_WIDTH)
  })

  it('says so while no team has joined', () => {
    renderScreen(<TeamsTable teams={[]} />)
    expect(screen.getByText('No team has joined yet.')).toBeTruthy()
    expect(screen.queryByTestId('trainer-teams')).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('shows a dash for a team never active, and links each team to its page', () => {
    renderScreen(<TeamsTable teams={[KIWIS, PLUMS]} />)
    expect(screen.getAllByRole('columnheader').map(header => header.textContent))
      .toEqual(['Team', 'Score', 'Solved', 'Members', 'Last activity', 'Shop', 'Actions'])
    expect(cells('Red Plums').slice(0, 6)).toEqual(['Red Plums', '0', '0', '1', '–', 'idle'])
    expect(screen.getByRole('link', { name: 'Kiwis #1 & Co?' }).getAttribute('href')).toBe('/classroom/leaderboard/teams/Kiwis%20%231%20%26%20Co%3F')
  })

  it('keeps the last activity current while the console stays open', () => {
    renderScreen(<TeamsTable teams={[KIWIS]} />)
    expect(cells(KIWIS.team)[4]).toBe('2 minutes ago')
    act(() => { vi.advanceTimersByTime(60_000) })
    expect(cells(KIWIS.team)[4]).toBe('3 minutes ago')
  })

  it('adds a replica column and counts the teams of each replica when the class runs on several', () => {
    renderScreen(<TeamsTable teams={[{ ...KIWIS, replica: 'shop-1' }, { ...PLUMS, replica: 'shop-0' }, trainerTeam('Green Figs', { replica: 'shop-1' })]} />)
    expect(screen.getByRole('columnheader', { name: 'Replica' })).toBeTruthy()
    expect(cells('Green Figs')[6]).toBe('shop-1')
    expect(screen.getByTestId('trainer-replicas').textContent).toBe('Replica: shop-0 (1), shop-1 (2)')
  })

  describe('on a phone', () => {
    beforeEach(() => { setWindowWidth(PHONE) })

    it('shows one card per team instead of the table, with the same facts and actions', () => {
      renderScreen(<TeamsTable teams={[KIWIS, PLUMS]} />)
      expect(screen.getByTestId('trainer-teams').tagName).toBe('DIV')
      expect(screen.queryByRole('table')).toBeNull()

      const kiwis = card(KIWIS.team)
      expect(kiwis.lines).toEqual(['Kiwis #1 & Co?', '15 points · 2 solved · members: 3', 'Last activity: 2 minutes ago'])
      expect(within(kiwis.element).getByText('open')).toBeTruthy()
      expect(within(kiwis.element).getByRole('link', { name: KIWIS.team }).getAttribute('href')).toBe('/classroom/leaderboard/teams/Kiwis%20%231%20%26%20Co%3F')
      expect(within(kiwis.element).getAllByRole('button').map(button => button.getAttribute('aria-label')))
        .toEqual(['Reset shop: Kiwis #1 & Co?', 'New passcode: Kiwis #1 & Co?', 'Delete team: Kiwis #1 & Co?'])

      const plums = card(PLUMS.team)
      expect(plums.lines).toEqual(['Red Plums', '0 points · 0 solved · members: 1', 'Last activity: –'])
      expect(within(plums.element).getByText('idle')).toBeTruthy()
      expect(screen.queryByTestId('trainer-replicas')).toBeNull()
    })

    it('names each team\'s replica on its card and sums them up above', () => {
      renderScreen(<TeamsTable teams={[{ ...KIWIS, replica: 'shop-1' }, { ...PLUMS, replica: 'shop-0' }]} />)
      expect(screen.getByTestId('trainer-replicas').textContent).toBe('Replica: shop-0 (1), shop-1 (1)')
      expect(card(KIWIS.team).lines.at(-1)).toBe('Replica: shop-1')
      expect(card(PLUMS.team).lines.at(-1)).toBe('Replica: shop-0')
    })
  })
})
