import { describe, expect, it } from 'vitest'
import { clampPage, gridColumns, pageSizeOptions, pageSlice } from './search-layout'

describe('gridColumns', () => {
  it('uses six columns at 2600 px and wider', () => {
    expect(gridColumns(2600)).toBe(6)
    expect(gridColumns(3840)).toBe(6)
  })

  it('steps down at each breakpoint', () => {
    expect(gridColumns(2599)).toBe(4)
    expect(gridColumns(1740)).toBe(4)
    expect(gridColumns(1739)).toBe(3)
    expect(gridColumns(1280)).toBe(3)
    expect(gridColumns(1279)).toBe(2)
    expect(gridColumns(850)).toBe(2)
    expect(gridColumns(849)).toBe(1)
  })

  it('uses one column on tiny or unknown widths', () => {
    expect(gridColumns(320)).toBe(1)
    expect(gridColumns(0)).toBe(1)
  })
})

describe('pageSizeOptions', () => {
  it('offers multiples of 12 until every product fits on one page', () => {
    expect(pageSizeOptions(30)).toEqual([12, 24, 36])
    expect(pageSizeOptions(24)).toEqual([12, 24])
    expect(pageSizeOptions(25)).toEqual([12, 24, 36])
  })

  it('always offers the default size', () => {
    expect(pageSizeOptions(0)).toEqual([12])
    expect(pageSizeOptions(5)).toEqual([12])
  })
})

describe('pageSlice', () => {
  const items = Array.from({ length: 30 }, (_, i) => i)

  it('cuts out one page', () => {
    expect(pageSlice(items, 0, 12)).toEqual(items.slice(0, 12))
    expect(pageSlice(items, 2, 12)).toEqual([24, 25, 26, 27, 28, 29])
  })

  it('falls back to the last page when the page no longer exists', () => {
    expect(pageSlice(items, 9, 12)).toEqual([24, 25, 26, 27, 28, 29])
    expect(pageSlice([], 3, 12)).toEqual([])
  })
})

describe('clampPage', () => {
  it('keeps existing pages and clamps the rest', () => {
    expect(clampPage(30, 1, 12)).toBe(1)
    expect(clampPage(30, 5, 12)).toBe(2)
    expect(clampPage(30, 2, 24)).toBe(1)
    expect(clampPage(30, -1, 12)).toBe(0)
    expect(clampPage(0, 4, 12)).toBe(0)
  })
})
