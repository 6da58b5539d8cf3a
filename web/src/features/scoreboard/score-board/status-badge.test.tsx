// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { challengeFixture } from '@/test-support/challenge-fixture'
import { mockShopServer } from '@/test-support/mock-server'
import { failure, recordCalls } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { Challenge } from '../api/get-challenges'
import { StatusBadge } from './status-badge'

const server = mockShopServer()

afterEach(() => { vi.restoreAllMocks() })

function showBadge (over: Partial<Challenge>): void {
  renderScreen(<StatusBadge challenge={challengeFixture('loginAdminChallenge', { name: 'Login Admin', ...over })} />)
}

// The shop sends null; the peer's server names the environments where a challenge is off.
const inDocker = { disabledEnv: 'Docker' as unknown as null }

describe('the status badge', COMPONENT_TEST, () => {
  it('marks an open challenge unsolved, with nothing to press', () => {
    showBadge({})
    const badge = screen.getByText('unsolved').parentElement as HTMLElement
    expect(badge.title).toBe('')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('marks a challenge off in this environment unavailable and says which, also when it was solved', () => {
    showBadge({ ...inDocker, solved: true })
    const badge = screen.getByText('unavailable').parentElement as HTMLElement
    expect(badge.title).toBe('Not available in this environment (Docker)')
    expect(screen.queryByText('solved')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('treats an empty environment name as available', () => {
    showBadge({ disabledEnv: '' as unknown as null })
    expect(screen.getByText('unsolved')).toBeTruthy()
  })

  it('lets the player have a solved challenge\'s notice and flag sent again', async () => {
    const asked = recordCalls(server, 'get', 'rest/repeat-notification', {})
    showBadge({ solved: true })
    const badge = screen.getByRole('button', { name: 'solved' })
    expect(badge.title).toBe('Show the solved notification and its flag again')
    fireEvent.click(badge)
    await waitFor(() => { expect(asked.map(call => call.query)).toEqual([{ challenge: 'Login Admin' }]) })
  })

  it('only logs a failed repeat, leaving the board as it is', async () => {
    recordCalls(server, 'get', 'rest/repeat-notification', failure(500, { error: 'Notifications are off' }))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    showBadge({ solved: true })
    fireEvent.click(screen.getByRole('button', { name: 'solved' }))
    await waitFor(() => { expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'Notifications are off' })) })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: 'solved' })).toBeTruthy()
  })
})
