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

/**
 * A tutorial of one step pointing at `fixture` (none: a centred step), on a page with a search bar,
 * a form field, a late button and paragraphs hidden until a button reveals them.
 */
function pointAt (fixture?: string): void {
  recordCalls(server, 'get', 'api/Challenges/', ({ query }) => ({ status: 'success', data: [{ key: query.key, name: 'Drill', solved: false }] }))
  const script: TutorialScript = { name: 'Drill', key: 'drillChallenge', order: 1, steps: [{ text: 'Look here.', fixture, resolver: { kind: 'next' } }] }
  function Page () {
    const [late, setLate] = useState(false)
    const [unfolded, setUnfolded] = useState(false)
    const [styled, setStyled] = useState(false)
    const [classed, setClassed] = useState(false)
    return (
      <>
        <div role="search" id="bar"><input id="query" aria-label="Query" /></div>
        <TextField id="comment" label="Comment" />
        <button type="button" onClick={() => { setLate(true) }}>Show more</button>
        {late && <button type="button" id="late">Late</button>}
        <button type="button" onClick={() => { setUnfolded(true) }}>Unfold</button>
        <p id="folded" hidden={!unfolded}>Folded</p>
        <button type="button" onClick={() => { setStyled(true) }}>Unstyle</button>
        <p id="styled" style={styled ? undefined : { display: 'none' }}>Styled</p>
        <button type="button" onClick={() => { setClassed(true) }}>Unclass</button>
        <p id="classed" className={classed ? 'open' : 'shut'}>Classed</p>
        <button type="button" className="menu" hidden>Off</button>
        <button type="button" className="menu">On</button>
        <TutorialRun script={script} />
      </>
    )
  }
  renderScreen(<Page />)
}

/** Whether each bubble put on the page from now on was centred or pointed at an element, in order. */
function watchBubbles (): { shown: string[], stop: () => void } {
  const shown: string[] = []
  const observer = new MutationObserver(records => {
    for (const node of records.flatMap(record => [...record.addedNodes])) {
      const dialog = node instanceof Element ? (node.matches('[role="dialog"]') ? node : node.querySelector('[role="dialog"]')) : null
      if (dialog !== null) shown.push(dialog.closest('.MuiPopper-root') === null ? 'centred' : 'pointing')
    }
  })
  observer.observe(document.body, { childList: true, subtree: true })
  return { shown, stop: () => { observer.disconnect() } }
}

const outlined = (): Element[] => [...document.querySelectorAll('[data-hacking-instructor-target]')]
const bubble = async (): Promise<HTMLElement> => await screen.findByRole('dialog', { name: 'Hacking instructor' })

describe('where the bubble points', COMPONENT_TEST, () => {
  it('outlines the whole search bar for its input', async () => {
    pointAt('#query')
    expect((await bubble()).closest('.MuiPopper-root')).not.toBeNull()
    await waitFor(() => { expect(outlined()).toEqual([document.getElementById('bar')]) })
  })

  it('draws the outline on the element it points at, and nowhere else', async () => {
    pointAt('#query')
    await bubble()
    const bar = document.getElementById('bar')!
    await waitFor(() => { expect(getComputedStyle(bar).outlineStyle).toBe('solid') })
    expect(getComputedStyle(document.getElementById('query')!).outlineStyle).not.toBe('solid')
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

  it('shows no centred bubble while it waits for the element', async () => {
    const bubbles = watchBubbles()
    pointAt('#late')
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'Show more' }))
    expect((await bubble()).closest('.MuiPopper-root')).not.toBeNull()
    bubbles.stop()
    expect(bubbles.shown).not.toContain('centred')
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
    // As in a browser: an element hidden by its attribute, its style or a class (here `shut`) has
    // no boxes (happy-dom gives every element one).
    const boxes = Element.prototype.getClientRects
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      return this.closest('[hidden], [style*="display: none"], .shut') === null ? boxes.call(this) : Object.assign([], { item: () => null }) as unknown as DOMRectList
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

  it.each([
    ['its attribute', '#folded', 'Unfold', 'Folded'],
    ['its style', '#styled', 'Unstyle', 'Styled'],
    ['a class', '#classed', 'Unclass', 'Classed']
  ])('points at an element once %s no longer hides it', async (_case, fixture, reveal, text) => {
    pointAt(fixture)
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: reveal }))
    expect((await bubble()).closest('.MuiPopper-root')).not.toBeNull()
    await waitFor(() => { expect(outlined()).toEqual([screen.getByText(text)]) })
  })

  it('shows a step without an element at once, centred', async () => {
    pointAt()
    expect((await bubble()).closest('.MuiPopper-root')).toBeNull()
    expect(outlined()).toEqual([])
  })
})
