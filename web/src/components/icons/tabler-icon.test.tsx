// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import * as icons from '@/components/icons'
import { SendIcon, StarIcon } from '@/components/icons'

describe('icons drawn by MUI from Tabler shapes', () => {
  it('an outline icon: MUI classes for size and colour, strokes in the current colour, the old test id', () => {
    const { container } = render(<SendIcon fontSize="small" color="primary" titleAccess="Send" />)
    const svg = container.querySelector('svg')!
    // The right-to-left styles mirror pointing icons by this id (app/rtl-app.tsx).
    expect(svg.getAttribute('data-testid')).toBe('SendIcon')
    expect(svg.getAttribute('class')).toMatch(/MuiSvgIcon-fontSizeSmall.*MuiSvgIcon-colorPrimary|MuiSvgIcon-colorPrimary.*MuiSvgIcon-fontSizeSmall/)
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24')
    expect([svg.getAttribute('fill'), svg.getAttribute('stroke')]).toEqual(['none', 'currentColor'])
    expect(getComputedStyle(svg).fill).toBe('none')
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(0)
    expect(svg.querySelector('title')?.textContent).toBe('Send')
  })

  it('an outline icon takes a list of styles as well, and still draws no fill', () => {
    const { container } = render(<SendIcon sx={[{ opacity: 0.5 }, { marginTop: '3px' }]} />)
    const style = getComputedStyle(container.querySelector('svg')!)
    expect([style.opacity, style.marginTop, style.fill]).toEqual(['0.5', '3px', 'none'])
  })

  it('a filled icon keeps MUI\'s fill and draws no stroke', () => {
    const { container } = render(<StarIcon />)
    const svg = container.querySelector('svg')!
    expect(svg.getAttribute('data-testid')).toBe('StarIcon')
    expect(svg.getAttribute('stroke')).toBeNull()
    expect(getComputedStyle(svg).fill).not.toBe('none')
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(0)
  })

  it('every icon carries its own name as test id and draws a shape', () => {
    const all = Object.entries(icons)
    expect(all.length).toBeGreaterThan(100)
    for (const [name, Icon] of all) {
      const { container, unmount } = render(<Icon />)
      const svg = container.querySelector('svg')!
      expect(svg.getAttribute('data-testid'), name).toBe(name)
      expect(svg.children.length, name).toBeGreaterThan(0)
      unmount()
    }
  })
})
