import { describe, expect, it } from 'vitest'
import { fixtureSelectors } from './use-fixture'

describe('a step\'s fixture as selectors', () => {
  it('is no selector for a step without an element, one for a string, the list as given', () => {
    expect(fixtureSelectors(undefined)).toEqual([])
    expect(fixtureSelectors('#email')).toEqual(['#email'])
    expect(fixtureSelectors(['#navbarAccount', '#sideMenuButton'])).toEqual(['#navbarAccount', '#sideMenuButton'])
  })
})
