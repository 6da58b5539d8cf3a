// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { mockShopServer } from '@/test-support/mock-server'
import { failure, recordCalls } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { solvedEvents } from '@/test-support/solved-events'
import type { TutorialScript } from '../engine/tutorial-types'
import { endTutorial } from '../tutorial-store'
import { TutorialRun } from './tutorial-run'

vi.mock('@/lib/socket', async () => (await import('@/test-support/solved-events')).solvedEventsModule())

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true })

let logged: ReturnType<typeof vi.spyOn>
beforeEach(() => { logged = vi.spyOn(console, 'log').mockImplementation(() => {}) })
afterEach(() => {
  endTutorial()
  vi.restoreAllMocks()
})

const A_MINUTE = 60_000
// How often a step waiting for the solve asks the shop again, in case a socket event was missed.
const POLL_MS = 5000

/** Each step waits for something else; what they listen to must end with them. */
const DRILL: TutorialScript = {
  name: 'Drill',
  key: 'drillChallenge',
  order: 1,
  steps: [
    { text: 'Press the red button.', fixture: '#red', resolver: { kind: 'click' } },
    { text: 'Write anything.', fixture: '#answer', resolver: { kind: 'input', matches: value => value.trim().length > 0 } },
    { text: 'Wait a minute.', resolver: { kind: 'delay', ms: A_MINUTE }, skippable: true },
    { text: 'Read this.', resolver: { kind: 'next' } },
    { text: 'Now solve it.', resolver: { kind: 'solved' } }
  ]
}

/**
 * The drill from step `resumeAt`, on a page with its elements: the answer is a box holding a list
 * to choose from and a field to write in. The shop names the challenge "Übung" (or fails).
 */
function runDrill (resumeAt: number, { broken = false } = {}): { lookups: ReturnType<typeof recordCalls>, queryClient: ReturnType<typeof renderScreen>['queryClient'] } {
  const lookups = recordCalls(server, 'get', 'api/Challenges/', ({ query }) => broken
    ? failure(500, { error: 'down' })
    : { status: 'success', data: [{ key: query.key, name: 'Übung', solved: false }] })
  const { queryClient } = renderScreen(
    <>
      <button id="red" type="button">Red</button>
      <div id="answer">
        <select aria-label="Hint" defaultValue=""><option value="">none</option><option value="sesame">sesame</option></select>
        <input aria-label="Word" />
      </div>
      <TutorialRun script={DRILL} resumeAt={resumeAt} />
    </>
  )
  return { lookups, queryClient }
}

/**
 * Takes over the timers of one length (the rest run for real), so a test decides when that much
 * time has passed: `pass()` runs every such timer still set.
 */
function clockFor (kind: 'setTimeout' | 'setInterval', ms: number): { pass: () => void } {
  const set = globalThis[kind]
  const clearing = kind === 'setTimeout' ? 'clearTimeout' : 'clearInterval'
  const clear = globalThis[clearing]
  const pending = new Map<unknown, () => void>()
  vi.spyOn(globalThis, kind).mockImplementation(((handler: () => void, wait?: number) => {
    if (wait !== ms) return set(handler, wait)
    const id = {}
    pending.set(id, handler)
    return id
  }) as typeof setTimeout)
  vi.spyOn(globalThis, clearing).mockImplementation((id => { if (!pending.delete(id)) clear(id) }) as typeof clearTimeout)
  return {
    pass: () => {
      for (const [id, handler] of [...pending]) {
        if (kind === 'setTimeout') pending.delete(id)
        act(handler)
      }
    }
  }
}

const bubble = async (): Promise<HTMLElement> => await screen.findByRole('dialog', { name: 'Hacking instructor' })
const bubbleText = async (): Promise<string> => (await bubble()).querySelector('.hacking-instructor-text')?.textContent ?? ''

async function expectStep (text: string): Promise<void> {
  await waitFor(async () => { expect(await bubbleText()).toBe(text) })
}

describe('what a step listens to', COMPONENT_TEST, () => {
  it('takes text written into a field inside its element, not a choice from a list there', async () => {
    runDrill(1)
    await expectStep('Write anything.')
    await user().selectOptions(screen.getByRole('combobox', { name: 'Hint' }), 'sesame')
    expect(await bubbleText()).toBe('Write anything.')
    await user().type(screen.getByRole('textbox', { name: 'Word' }), 'x')
    await expectStep('Wait a minute.')
  })

  it('counts no click that hits no element', async () => {
    runDrill(0)
    await expectStep('Press the red button.')
    act(() => { document.dispatchEvent(new MouseEvent('click', { bubbles: true })) })
    expect(await bubbleText()).toBe('Press the red button.')
  })

  it('stops listening for clicks once its step is done', async () => {
    runDrill(0)
    await user().click(screen.getByRole('button', { name: 'Red' }))
    await expectStep('Write anything.')
    // Pressing the old element again must not use up the next step.
    await user().click(screen.getByRole('button', { name: 'Red' }))
    await user().type(screen.getByRole('textbox', { name: 'Word' }), 'x')
    await expectStep('Wait a minute.')
  })

  it('forgets a skipped wait when its time is up later', async () => {
    const clock = clockFor('setTimeout', A_MINUTE)
    runDrill(2)
    await user().click(within(await bubble()).getByRole('button', { name: 'Skip this step' }))
    await expectStep('Read this.')
    clock.pass()
    await user().click(within(await bubble()).getByRole('button', { name: 'Continue' }))
    await expectStep('Now solve it.')
  })

  it('disappears when the player cancels', async () => {
    runDrill(0)
    await user().click(within(await bubble()).getByRole('button', { name: 'Cancel tutorial' }))
    await waitFor(() => { expect(screen.queryByRole('dialog', { name: 'Hacking instructor' })).toBeNull() })
  })
})

describe('waiting for the solve', COMPONENT_TEST, () => {
  it('asks the shop only once the step that waits for the solve is reached', async () => {
    const { lookups } = runDrill(3)
    await waitFor(async () => { expect(within(await bubble()).getByText('Übung · step 4 of 5')).toBeTruthy() })
    // Only the challenge's name so far.
    expect(lookups).toHaveLength(1)
    await user().click(within(await bubble()).getByRole('button', { name: 'Continue' }))
    await expectStep('Now solve it.')
    await waitFor(() => { expect(lookups).toHaveLength(2) })
    act(() => { solvedEvents.emit('challenge solved', { key: 'drillChallenge' }) })
    expect(await screen.findByRole('button', { name: 'Done' })).toBeTruthy()
  })

  it('asks again every five seconds until the solve, and then no more', async () => {
    const clock = clockFor('setInterval', POLL_MS)
    const { lookups, queryClient } = runDrill(4)
    await waitFor(() => { expect(lookups).toHaveLength(2) })
    clock.pass()
    await waitFor(() => { expect(lookups).toHaveLength(3) })
    act(() => { solvedEvents.emit('challenge solved', { key: 'drillChallenge' }) })
    await screen.findByRole('button', { name: 'Done' })
    clock.pass()
    // A question asked now would be under way until the shop answered it.
    await waitFor(() => { expect(queryClient.isFetching()).toBe(0) })
    expect(lookups).toHaveLength(3)
  })

  it('keeps waiting when the shop cannot say, and logs why', async () => {
    runDrill(4, { broken: true })
    await expectStep('Now solve it.')
    await waitFor(() => { expect(logged).toHaveBeenCalledWith(expect.any(ApiError)) })
    act(() => { solvedEvents.emit('challenge solved', { key: 'drillChallenge' }) })
    expect(await screen.findByRole('button', { name: 'Done' })).toBeTruthy()
  })
})
