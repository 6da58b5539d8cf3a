import { describe, expect, it } from 'vitest'
import { searchQueryOfRoute } from './start-route'

describe('the start route', () => {
  it('is the search screen for the landing page, search and the hacking instructor', () => {
    expect(searchQueryOfRoute('')).toBe('')
    expect(searchQueryOfRoute('#/')).toBe('')
    expect(searchQueryOfRoute('#/search')).toBe('')
    expect(searchQueryOfRoute('#/search?q=apple%20juice')).toBe('apple juice')
    expect(searchQueryOfRoute('#/hacking-instructor?challenge=Score%20Board')).toBe('')
  })

  it('is nothing to preload for other screens', () => {
    expect(searchQueryOfRoute('#/score-board')).toBeNull()
    expect(searchQueryOfRoute('#/searchable')).toBeNull()
    expect(searchQueryOfRoute('#/login')).toBeNull()
    // Only the top-level screens: a deeper path that ends like one is another screen.
    expect(searchQueryOfRoute('#/legal/search')).toBeNull()
    expect(searchQueryOfRoute('#/x/hacking-instructor?q=a')).toBeNull()
  })
})
