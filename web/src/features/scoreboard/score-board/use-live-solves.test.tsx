// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { challengeFixture } from '@/test-support/challenge-fixture'
import { mockShopServer } from '@/test-support/mock-server'
import { recordCalls, type SeenRequest } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { solvedEvents } from '@/test-support/solved-events'
import { useChallengeList } from '../api/get-challenges'
import { useLiveSolves } from './use-live-solves'

vi.mock('@/lib/socket', async () => (await import('@/test-support/solved-events')).solvedEventsModule())

const server = mockShopServer()

let listings: SeenRequest[] = []
beforeEach(() => {
  listings = recordCalls(server, 'get', 'api/Challenges/', {
    status: 'success',
    data: [challengeFixture('loginAdminChallenge', { name: 'Login Admin' }), challengeFixture('forgedReviewChallenge', { name: 'Forged Review' })]
  })
})

/** The listing as the board keeps it, one line per challenge, with live solves switched on. */
function Board () {
  useLiveSolves()
  const { data = [] } = useChallengeList()
  return <ul>{data.map(c => <li key={c.key}>{`${c.name}: ${c.solved ? 'solved' : 'open'}`}</li>)}</ul>
}

const lines = () => screen.getAllByRole('listitem').map(item => item.textContent)

async function openBoard () {
  const rendered = renderScreen(<Board />)
  await waitFor(() => { expect(lines()).toEqual(['Login Admin: open', 'Forged Review: open']) })
  return rendered
}

const announce = (payload: unknown) => { act(() => { solvedEvents.emit('challenge solved', payload) }) }

describe('live solves on the score board', COMPONENT_TEST, () => {
  it('marks the announced challenge solved at once, without asking for the listing again', async () => {
    await openBoard()
    announce({ key: 'forgedReviewChallenge', challenge: 'Forged Review' })
    await waitFor(() => { expect(lines()).toEqual(['Login Admin: open', 'Forged Review: solved']) })
    expect(listings).toHaveLength(1)
  })

  it('ignores announcements without a challenge key', async () => {
    await openBoard()
    for (const payload of [null, undefined, {}, { key: 42 }, { challenge: 'Login Admin' }]) announce(payload)
    // A solve announced after them shows through, so the board is known to have caught up with all of them.
    announce({ key: 'forgedReviewChallenge', challenge: 'Forged Review' })
    await waitFor(() => { expect(lines()).toEqual(['Login Admin: open', 'Forged Review: solved']) })
  })

  it('stops listening when the board closes', async () => {
    const { unmount } = await openBoard()
    expect(solvedEvents.listenerCount('challenge solved')).toBe(1)
    unmount()
    expect(solvedEvents.listenerCount('challenge solved')).toBe(0)
  })
})
