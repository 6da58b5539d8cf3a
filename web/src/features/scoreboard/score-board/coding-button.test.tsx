// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useTheme, type Palette } from '@mui/material/styles'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { CodingButton } from './coding-button'

// The fill shows the level at a glance: empty, the left half, or all of the button.
const HALF = /^linear-gradient\(90deg, rgba\(139, ?195, ?74, ?0\.85\) 50%, transparent 50%\)/
const FULL = /^rgba\(139, ?195, ?74, ?0\.85\)/

/** The app theme's secondary colours, read inside the rendered screen (features may not import the app shell). */
const secondary = { current: null as Palette['secondary'] | null }
function SecondaryColours () {
  secondary.current = useTheme().palette.secondary
  return null
}

function showCoding (status: number, onClick = vi.fn()): HTMLElement {
  renderScreen(<><CodingButton name="Login Admin" status={status} onClick={onClick} /><SecondaryColours /></>)
  return screen.getByRole('button', { name: /^Coding challenge for Login Admin/ })
}

describe('the coding challenge button', COMPONENT_TEST, () => {
  // Statuses outside 0-2 (a newer or a broken server) show as the nearest one instead of a blank label.
  it.each([
    { status: 0, level: '0', text: 'not started', fill: /^transparent/ },
    { status: 1, level: '1', text: 'Find it solved', fill: HALF },
    { status: 2, level: '2', text: 'Find it and Fix it solved', fill: FULL },
    { status: -1, level: '0', text: 'not started', fill: /^transparent/ },
    { status: 3, level: '2', text: 'Find it and Fix it solved', fill: FULL }
  ])('shows status $status as level $level: $text', ({ status, level, text, fill }) => {
    const button = showCoding(status)
    expect(button.getAttribute('data-coding-status')).toBe(level)
    expect(button.getAttribute('aria-label')).toBe(`Coding challenge for Login Admin (${text})`)
    expect(button.title).toBe(text)
    expect(button.textContent).toBe('</>')
    const style = getComputedStyle(button)
    expect(style.background).toMatch(fill)
    // The full fill needs the contrast colour for the "</>" to stay readable.
    expect(style.color).toBe(level === '2' ? secondary.current?.contrastText : secondary.current?.main)
  })

  it('opens the coding challenge when pressed', () => {
    const onClick = vi.fn()
    fireEvent.click(showCoding(1, onClick))
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
