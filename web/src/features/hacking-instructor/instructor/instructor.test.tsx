// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerConfiguration } from '@/test-support/account-fixtures'
import { mockShopServer } from '@/test-support/mock-server'
import { failure, gate, recordCalls } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { HackingInstructorMount } from '../instructor-mount'
import { byTutorialOrder } from '../engine/select-tutorial'
import { TUTORIAL_SCRIPTS } from '../scripts/tutorial-scripts'
import { currentTutorial, endTutorial, startTutorial } from '../tutorial-store'

vi.mock('@/lib/socket', async () => (await import('@/test-support/solved-events')).solvedEventsModule())

const server = mockShopServer()
const SCORE_BOARD_FIRST = "Hi, I'm Pip, your hacking instructor! Every challenge you solve here is tracked on a Score Board. The shop hides it: no menu links to it yet. Let's find it together."
const ordered = byTutorialOrder(TUTORIAL_SCRIPTS)

let logged: ReturnType<typeof vi.spyOn>
beforeEach(() => { logged = vi.spyOn(console, 'log').mockImplementation(() => {}) })
afterEach(() => {
  act(() => { endTutorial() })
  vi.restoreAllMocks()
})

/** The shop's answers: the configuration, and which challenges are solved (by key). */
function shop ({ enabled = true, solved = [], broken = [] }: { enabled?: boolean, solved?: string[], broken?: string[] } = {}): ReturnType<typeof recordCalls> {
  recordCalls(server, 'get', 'rest/admin/application-configuration', { config: { hackingInstructor: { isEnabled: enabled } } })
  return recordCalls(server, 'get', 'api/Challenges/', ({ query }) => broken.includes(query.key)
    ? failure(500, { error: 'down' })
    : { status: 'success', data: [{ key: query.key, name: ordered.find(script => script.key === query.key)?.name, solved: solved.includes(query.key) }] })
}

function mountAt (at: string): ReturnType<typeof renderScreen> {
  return renderScreen(<><Link to="/hacking-instructor?challenge=SCORE%20BOARD">Again</Link><HackingInstructorMount /></>, { at, path: '*' })
}

const bubbleText = async (): Promise<string> =>
  (await screen.findByRole('dialog', { name: 'Hacking instructor' })).querySelector('.hacking-instructor-text')?.textContent ?? ''

describe('the hacking instructor', COMPONENT_TEST, () => {
  it('shows nothing while no tutorial is asked for', async () => {
    const lookups = shop()
    mountAt('/search')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(currentTutorial()).toBeNull()
    expect(lookups).toEqual([])
  })

  it('starts the tutorial its route names, and does not restart it on a revisit in other letter case', async () => {
    shop()
    mountAt('/hacking-instructor?challenge=Score%20Board')
    await waitFor(async () => { expect(await bubbleText()).toBe(SCORE_BOARD_FIRST) })
    const first = currentTutorial()
    expect(first).toMatchObject({ challenge: 'Score Board' })
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByRole('link', { name: 'Again' }))
    await waitFor(() => { expect(screen.getByTestId('location').textContent).toBe('/hacking-instructor') })
    expect(currentTutorial()).toBe(first)
  })

  it('does not restart a tutorial whose route named it with spaces around', async () => {
    shop()
    mountAt('/hacking-instructor?challenge=%20Score%20Board%20')
    await waitFor(async () => { expect(await bubbleText()).toBe(SCORE_BOARD_FIRST) })
    const first = currentTutorial()
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByRole('link', { name: 'Again' }))
    await waitFor(() => { expect(screen.getByTestId('location').textContent).toBe('/hacking-instructor') })
    expect(currentTutorial()).toBe(first)
  })

  it('starts nothing on its route without a challenge', async () => {
    const lookups = shop()
    mountAt('/hacking-instructor')
    await waitFor(() => { expect(screen.getByTestId('location').textContent).toBe('/hacking-instructor') })
    expect(currentTutorial()).toBeNull()
    expect(lookups).toEqual([])
  })

  it('starts the tutorial when the player follows a link to its route', async () => {
    shop()
    mountAt('/search')
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByRole('link', { name: 'Again' }))
    await waitFor(async () => { expect(await bubbleText()).toBe(SCORE_BOARD_FIRST) })
    expect(currentTutorial()).toMatchObject({ challenge: 'SCORE BOARD' })
  })

  it('waits for the shop\'s configuration before it runs a tutorial', async () => {
    const answer = gate()
    const asked = recordCalls(server, 'get', 'rest/admin/application-configuration', async () => {
      await answer.passed
      return { config: { hackingInstructor: { isEnabled: true } } }
    })
    recordCalls(server, 'get', 'api/Challenges/', ({ query }) => ({ status: 'success', data: [{ key: query.key, name: 'Score Board', solved: false }] }))
    mountAt('/hacking-instructor?challenge=Score%20Board')
    await waitFor(() => { expect(asked).toHaveLength(1) })
    await act(async () => { await Promise.resolve() })
    expect(sessionStorage.getItem('hackingInstructorProgress')).toBeNull()
    expect(screen.queryByRole('dialog', { name: 'Hacking instructor' })).toBeNull()
    answer.open()
    await waitFor(async () => { expect(await bubbleText()).toBe(SCORE_BOARD_FIRST) })
  })

  it('ignores a challenge parameter on other routes', async () => {
    shop()
    mountAt('/search?challenge=Score%20Board')
    expect(currentTutorial()).toBeNull()
  })

  it('starts the tutorial a key names, loosely matched', async () => {
    shop()
    mountAt('/hacking-instructor?challenge=%20loginadminsqlichallenge%20')
    await waitFor(async () => { expect(await bubbleText()).toMatch(/^Let's log in as the shop's administrator/) })
  })

  it('says there is no tutorial for an unknown challenge and ends', async () => {
    shop()
    mountAt('/hacking-instructor?challenge=Nonexistent')
    expect(await screen.findByText('There is no tutorial for the challenge "Nonexistent".')).toBeTruthy()
    await waitFor(() => { expect(currentTutorial()).toBeNull() })
    expect(logged).toHaveBeenCalledWith('No hacking-instructor tutorial for the challenge "Nonexistent".')
    expect(screen.queryByRole('dialog', { name: 'Hacking instructor' })).toBeNull()
  })

  it('raises the unknown challenge as an alert', async () => {
    shop()
    mountAt('/hacking-instructor?challenge=Nonexistent')
    expect((await screen.findByRole('alert')).textContent).toContain('There is no tutorial for the challenge "Nonexistent".')
  })

  it('names the challenge of a second tutorial in its own caption, as the shop translates it', async () => {
    const names: Record<string, string> = { scoreBoardChallenge: 'Punktetafel', zeroStarsChallenge: 'Keine Sterne' }
    recordCalls(server, 'get', 'rest/admin/application-configuration', { config: { hackingInstructor: { isEnabled: true } } })
    recordCalls(server, 'get', 'api/Challenges/', ({ query }) => ({ status: 'success', data: [{ key: query.key, name: names[query.key], solved: false }] }))
    mountAt('/search')
    act(() => { startTutorial({ challenge: 'Score Board' }) })
    expect(await screen.findByText('Punktetafel · step 1 of 4')).toBeTruthy()
    act(() => { startTutorial({ challenge: 'No Stars Given' }) })
    expect(await screen.findByText('Keine Sterne · step 1 of 5')).toBeTruthy()
  })

  it('stays away in a shop that switched it off', async () => {
    shop({ enabled: false })
    mountAt('/hacking-instructor?challenge=Score%20Board')
    await waitFor(() => { expect(currentTutorial()).toBeNull() })
    expect(logged).toHaveBeenCalledWith('The hacking instructor is disabled in this shop.')
    expect(screen.queryByRole('dialog', { name: 'Hacking instructor' })).toBeNull()
  })

  it('runs when the configuration does not say', async () => {
    answerConfiguration(server, {})
    recordCalls(server, 'get', 'api/Challenges/', ({ query }) => ({ status: 'success', data: [{ key: query.key, name: 'Score Board', solved: false }] }))
    mountAt('/hacking-instructor?challenge=Score%20Board')
    await waitFor(async () => { expect(await bubbleText()).toBe(SCORE_BOARD_FIRST) })
  })

  it('offers the first unsolved tutorial in tutorial order, asking by key only', async () => {
    const lookups = shop({ solved: [ordered[0].key], broken: [ordered[2].key] })
    mountAt('/search')
    act(() => { startTutorial({ next: true }) })
    await waitFor(async () => { expect(await bubbleText()).toBe(ordered[1].steps[0].text.replace(/\*\*|\[\[|\]\]/g, '')) })
    expect(lookups.every(call => Object.keys(call.query).join() === 'key')).toBe(true)
    expect(new Set(lookups.map(call => call.query.key))).toEqual(new Set([...TUTORIAL_SCRIPTS.map(script => script.key)]))
  })

  it('offers a challenge whose status could not be read as unsolved', async () => {
    shop({ solved: [ordered[0].key], broken: [ordered[1].key] })
    mountAt('/search')
    act(() => { startTutorial({ next: true }) })
    await waitFor(async () => { expect(await bubbleText()).toBe(ordered[1].steps[0].text.replace(/\*\*|\[\[|\]\]/g, '')) })
  })

  it('offers the first tutorial again when every one is solved', async () => {
    shop({ solved: TUTORIAL_SCRIPTS.map(script => script.key) })
    mountAt('/search')
    act(() => { startTutorial({ next: true }) })
    await waitFor(async () => { expect(await bubbleText()).toBe(SCORE_BOARD_FIRST) })
  })
})
