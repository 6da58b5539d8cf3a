// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { BubblePlacement } from '../engine/tutorial-types'
import { InstructorBubble } from './instructor-bubble'

/*
 * happy-dom lays nothing out, so the sizes Popper measures are given here: a window of 1024×768,
 * the element the bubble points at (#target), the card (360×100 unless a test says otherwise) and
 * the arrow (14×14). Positions are read from the styles Popper writes, as a browser would apply them.
 */
const WINDOW = { width: 1024, height: 768 }
const ARROW = 14

interface Rect { x: number, y: number, width: number, height: number }

/** Whether the element `levelsUp` levels above `element` is the root Popper positions. */
function popperRoot (element: Element | null, levelsUp: number): boolean {
  let at = element
  for (let level = 0; level < levelsUp; level++) at = at?.parentElement ?? null
  return at?.classList.contains('MuiPopper-root') === true
}

/** Popper measures the card through its root and that root's child, and the arrow as the card's sibling. */
function layout (target: Rect, card: { width: number, height: number }): void {
  const size = (element: HTMLElement): [number, number] => {
    if (element === document.documentElement || element === document.body) return [WINDOW.width, WINDOW.height]
    if (popperRoot(element, 0) || popperRoot(element, 1)) return [card.width, card.height]
    if (popperRoot(element, 2) && element.getAttribute('role') !== 'dialog') return [ARROW, ARROW]
    return [0, 0]
  }
  for (const [name, index] of [['offsetWidth', 0], ['offsetHeight', 1], ['clientWidth', 0], ['clientHeight', 1], ['scrollWidth', 0], ['scrollHeight', 1]] as const) {
    vi.spyOn(HTMLElement.prototype, name, 'get').mockImplementation(function (this: HTMLElement) { return size(this)[index] })
  }
  const measure = HTMLElement.prototype.getBoundingClientRect
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.id === 'target' ? DOMRect.fromRect(target) : measure.call(this)
  })
}

afterEach(() => { vi.restoreAllMocks() })

/** The bubble pointing at an element at `target`, asked to sit at `placement`. */
async function pointAt (target: Rect, placement?: BubblePlacement, card = { width: 360, height: 100 }): Promise<HTMLElement> {
  layout(target, card)
  function Scene () {
    const [anchor, setAnchor] = useState<HTMLElement | null>(null)
    return (
      <>
        <button type="button" id="target" ref={setAnchor}>Target</button>
        {anchor !== null && <InstructorBubble anchor={anchor} placement={placement} onCancel={() => {}}>Look here.</InstructorBubble>}
      </>
    )
  }
  renderScreen(<Scene />)
  return await screen.findByRole('dialog', { name: 'Hacking instructor' })
}

/** A `translate(Xpx, Ypx)` Popper wrote, as numbers. */
function translation (element: Element): { x: number, y: number } {
  const found = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec((element as HTMLElement).style.transform)
  return found === null ? { x: Number.NaN, y: Number.NaN } : { x: Number(found[1]), y: Number(found[2]) }
}

/**
 * Where the card is on screen, the card edge the arrow sticks out of (and how far), and where along
 * that edge the arrow's tip is, in window coordinates.
 */
function placed (bubble: HTMLElement): { card: { x: number, y: number }, arrowEdge: string, arrowTip: number } {
  const root = bubble.closest<HTMLElement>('.MuiPopper-root')!
  const moved = translation(root)
  // Above or left of its element Popper holds the card by its bottom or right edge, at the window's.
  const card = {
    x: root.style.right === '0px' ? WINDOW.width - root.offsetWidth + moved.x : moved.x,
    y: root.style.bottom === '0px' ? WINDOW.height - root.offsetHeight + moved.y : moved.y
  }
  const arrow = bubble.nextElementSibling!
  const offset = translation(arrow)
  const style = arrowRule(bubble, '')
  const edges = (['top', 'bottom', 'left', 'right'] as const).filter(edge => style[edge] !== '')
  const alongX = edges.length === 1 && (edges[0] === 'top' || edges[0] === 'bottom')
  return {
    card,
    arrowEdge: edges.map(edge => `${edge} ${style[edge]}`).join(', '),
    arrowTip: alongX ? card.x + offset.x + ARROW / 2 : card.y + offset.y + ARROW / 2
  }
}

/** The arrow's own style rule, or its `::before` one (the square the card's border continues on). */
function arrowRule (bubble: HTMLElement, pseudo: '' | '::before'): CSSStyleDeclaration {
  const arrow = bubble.nextElementSibling!
  const rules = [...document.styleSheets].flatMap(sheet => [...sheet.cssRules]).filter(rule => rule instanceof CSSStyleRule)
  const rule = rules.find(candidate => candidate.selectorText.endsWith(pseudo) && arrow.matches(candidate.selectorText.slice(0, candidate.selectorText.length - pseudo.length)) && (pseudo !== '' || !candidate.selectorText.includes(':')))
  if (rule === undefined) throw new Error(`no ${pseudo} rule for the arrow`)
  return rule.style
}

/** The edges of the arrow's square that carry the orange border (the square is turned by 45°). */
function borderedEdges (bubble: HTMLElement): string[] {
  const colours = arrowRule(bubble, '::before').borderColor.split(' ')
  return ['top', 'right', 'bottom', 'left'].filter((_edge, index) => colours[index] === '#ff9a2e')
}

describe('where the bubble sits next to its element', COMPONENT_TEST, () => {
  // Every element is 80×30; the card's gap to it is the arrow's length.
  it.each([
    ['below, by default', { x: 400, y: 200 }, undefined, { x: 260, y: 244 }, 'top -6px', 440, ['top', 'left']],
    ['below, flush with its right edge', { x: 400, y: 200 }, 'bottom-end', { x: 120, y: 244 }, 'top -6px', 440, ['top', 'left']],
    ['above', { x: 400, y: 300 }, 'top', { x: 260, y: 186 }, 'bottom -6px', 440, ['right', 'bottom']],
    ['above, flush with its left edge', { x: 400, y: 300 }, 'top-start', { x: 400, y: 186 }, 'bottom -6px', 440, ['right', 'bottom']],
    ['to the left', { x: 600, y: 300 }, 'left', { x: 226, y: 265 }, 'right -6px', 315, ['top', 'right']],
    ['to the right', { x: 100, y: 300 }, 'right', { x: 194, y: 265 }, 'left -6px', 315, ['bottom', 'left']]
  ] as const)('%s, the arrow on the facing edge pointing at its centre', async (_case, at, placement, card, arrowEdge, arrowTip, bordered) => {
    const bubble = await pointAt({ ...at, width: 80, height: 30 }, placement)
    await waitFor(() => { expect(placed(bubble)).toEqual({ card, arrowEdge, arrowTip }) })
    // Only the arrow's two outer edges are outlined, so it merges into the card.
    expect(borderedEdges(bubble)).toEqual(bordered)
  })

  it('stays 8px inside the window, its arrow still on the element but not past the rounded corner', async () => {
    const bubble = await pointAt({ x: 0, y: 200, width: 40, height: 30 })
    await waitFor(() => { expect(placed(bubble).card).toEqual({ x: 8, y: 244 }) })
    // The element's centre (20) lies too near the card's corner; the arrow keeps 12px from the card's edge.
    expect(placed(bubble).arrowTip).toBe(8 + 12 + ARROW / 2)
  })

  it('flips above an element when below it would come closer than 8px to the window\'s bottom', async () => {
    const bubble = await pointAt({ x: 400, y: 620, width: 80, height: 30 })
    // Below, the card would end at 764, 4px from the bottom.
    await waitFor(() => { expect(placed(bubble)).toEqual({ card: { x: 260, y: 506 }, arrowEdge: 'bottom -6px', arrowTip: 440 }) })
  })

  it('pulls a card too tall for either side back into the window', async () => {
    const bubble = await pointAt({ x: 400, y: 350, width: 80, height: 30 }, 'bottom', { width: 360, height: 700 })
    await waitFor(() => { expect(placed(bubble).card).toEqual({ x: 260, y: WINDOW.height - 8 - 700 }) })
  })
})

describe('the bubble\'s card', COMPONENT_TEST, () => {
  it('shows Pip, and names its close button in a tooltip', async () => {
    const cancel = vi.fn()
    renderScreen(<InstructorBubble anchor={null} onCancel={cancel}>Hello.</InstructorBubble>)
    const bubble = await screen.findByRole('dialog', { name: 'Hacking instructor' })
    expect(within(bubble).getByRole('img', { hidden: true }).getAttribute('viewBox')).toBe('0 0 64 64')
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(within(bubble).getByTitle('Cancel tutorial'))
    expect(cancel).toHaveBeenCalledTimes(1)
  })
})
