// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Link, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TEST, fillField, renderScreen } from '@/test-support/render-screen'
import { SearchBox } from './search-box'

function SearchParams () {
  return <output data-testid="search">{useLocation().search}</output>
}

function renderSearch (at: string) {
  return renderScreen(
    <>
      <SearchBox />
      <Link to="/search?q=lemon">lemon</Link>
      <SearchParams />
    </>,
    { at, path: '*' }
  )
}

const box = (): HTMLInputElement => screen.getByRole('searchbox', { name: 'Search' })

describe('the search box', COMPONENT_TEST, () => {
  it('is a search landmark with an empty field, inviting a product search', () => {
    renderSearch('/basket')
    expect(screen.getByRole('search')).toBeTruthy()
    expect(box().value).toBe('')
    expect(box().placeholder).toBe('Search products…')
    expect(box().autocomplete).toBe('off')
  })

  it('shows the search of the address, and follows it when the address changes', async () => {
    renderSearch('/search?q=apple%20juice')
    expect(box().value).toBe('apple juice')
    fireEvent.click(screen.getByRole('link', { name: 'lemon' }))
    await waitFor(() => { expect(box().value).toBe('lemon') })
  })

  it('searches for what was typed on Enter, on the search screen', async () => {
    const view = renderSearch('/basket')
    await fillField(box(), 'green & smoothie')
    expect(box().value).toBe('green & smoothie')
    expect(view.path()).toBe('/basket')
    fireEvent.submit(screen.getByRole('search'))
    await waitFor(() => { expect(view.path()).toBe('/search') })
    expect(screen.getByTestId('search').textContent).toBe('?q=green%20%26%20smoothie')
  })

  it('searches for everything when submitted empty', async () => {
    const view = renderSearch('/search?q=apple')
    await fillField(box(), '')
    fireEvent.submit(screen.getByRole('search'))
    await waitFor(() => { expect(screen.getByTestId('search').textContent).toBe('?q=') })
    expect(view.path()).toBe('/search')
  })
})
