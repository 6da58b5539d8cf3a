// @vitest-environment happy-dom
import TextField from '@mui/material/TextField'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockShopServer } from '@/test-support/mock-server'
import { recordCalls } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { TutorialScript } from '../engine/tutorial-types'
import { FIXTURE_TIMEOUT_MS } from '../engine/use-fixture'
import { TutorialRun } from './tutorial-run'

vi.mock('@/lib/socket', async () => (await import('@/test-support/solved-events')).solvedEventsModule())

const server = mockShopServer()

/** A tutorial of one step pointing at `fixture`, on a page with a search bar, a form field and a late button. */
function pointAt (fixture: string): void {
  recordCalls(server, 'get', 'api/Challenges/', ({ query }) => ({ status: 'success', data: [{ key: query.key, name: 'Drill', solved: false }] }))
  const script: TutorialScript = { name: 'Drill', key: 'drillChallenge', order: 1, steps: [{ text: 'Look here.', fixture, resolver: { kind: 'next' } }] }
  function Page () {
    const [late, setLate] = useState(false)
    const [unfolded, setUnfolded] = useState(false)
    return (
      <>
        <div role="search" id="bar"><input id="query" aria-label="Query" /></div>
        <TextField id="comment" label="Comment" />
        <button type="button" onClick={() => { setLate(true) }}>Show more</button>
        {late && <button type="button" id="late">Late</button>}
        <button type="button" onClick={() => { setUnfolded(true) }}>Unfold</button>
        <p id="folded" hidden={!unfolded}>Folded</p>
        <button type="button" className="menu" hidden>Off</button>
        <button type="button" className="menu">On</button>
        <TutorialRun script={script} />
      </>
    )
  }
  renderScreen(<Page />)
}

const outlined = (): Element[] => [...document.querySelectorAll('[data-hacking-instructor-target]')]
const bubble = async (): Promise<HTMLElement> => await screen.findByRole('dialog', { name: 'Hacking instructor' })

describe('where the bubble points', COMPONENT_TEST, () => {
  it('outlines the whole search bar for its input', async () => {
    pointAt('#query')
    expect((await bubble()).closest('.MuiPopper-root')).not.toBeNull()
    await waitFor(() => { expect(outlined()).toEqual([document.getElementById('bar')]) })
  })

  it('outlines a form field\'s frame for its input', async () => {
    pointAt('#comment')
    await bubble()
    await waitFor(() => { expect(outlined()).toEqual([document.getElementById('comment')!.closest('.MuiInputBase-root')]) })
  })

  it('waits for an element that appears later, and points at it then', async () => {
    pointAt('#late')
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'Show more' }))
    expect((await bubble()).closest('.MuiPopper-root')).not.toBeNull()
    await waitFor(() => { expect(outlined()).toEqual([screen.getByRole('button', { name: 'Late' })]) })
  })

  it('shows the bubble centred when the element never comes', async () => {
    pointAt('#never')
    // The bubble waits 2.5 seconds for its element before it gives up.
    const shown = await screen.findByRole('dialog', { name: 'Hacking instructor' }, { timeout: 15_000 })
    expect(shown.closest('.MuiPopper-root')).toBeNull()
    expect(outlined()).toEqual([])
  })
})

describe('which element counts as on screen', COMPONENT_TEST, () => {
  beforeEach(() => {
    // As in a browser: an element hidden by its attribute has no boxes (happy-dom gives every element one).
    const boxes = Element.prototype.getClientRects
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      return this.closest('[hidden]') === null ? boxes.call(this) : Object.assign([], { item: () => null }) as unknown as DOMRectList
    })
    // The wait for the element never runs out here, so only finding it shows the bubble.
    const wait = globalThis.setTimeout
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms?: number) =>
      ms === FIXTURE_TIMEOUT_MS ? 0 : wait(handler, ms)) as typeof setTimeout)
  })
  afterEach(() => { vi.restoreAllMocks() })

  it('passes over a match that is hidden for the next one', async () => {
    pointAt('.menu')
    expect((await bubble()).closest('.MuiPopper-root')).not.toBeNull()
    await waitFor(() => { expect(outlined()).toEqual([screen.getByRole('button', { name: 'On' })]) })
  })

  it('points at an element once it is no longer hidden', async () => {
    pointAt('#folded')
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'Unfold' }))
    expect((await bubble()).closest('.MuiPopper-root')).not.toBeNull()
    await waitFor(() => { expect(outlined()).toEqual([screen.getByText('Folded')]) })
  })
})
