// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerStock, productFixture, reviewFixture } from '@/test-support/catalogue-fixtures'
import { FakeSocket } from '@/test-support/fake-socket'
import { gate } from '@/test-support/gate'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { logIn, SearchProbe } from '@/test-support/shop-session'
import type { Product } from '../api/search-products'
import SearchResults from './search-results'

/* Moving between searches and products: what stays on screen, what is asked for again, what is claimed. */

const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }))
vi.mock('@/lib/socket', () => ({ getSocket: () => socket.current }))

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 })

const juice = productFixture(1, 'Apple Juice')
const melon = productFixture(2, 'Melon Bike')

let claims: unknown[]
beforeEach(() => {
  socket.current = new FakeSocket()
  claims = []
  socket.current.on('verifyLocalXssChallenge', query => { claims.push(query) })
  answerStock(server, [])
})
afterEach(() => { vi.restoreAllMocks() })

function BackButton () {
  const navigate = useNavigate()
  return <button onClick={() => { void navigate(-1) }}>Back</button>
}

function open (at: string, extra?: ReactNode) {
  return renderScreen(<><SearchResults /><SearchProbe />{extra}</>, { at, path: '/search' })
}

/** Answers each search with the products named in `answers`; the searches in `held` wait for `release`. */
function answerSearches (answers: Record<string, Product[]>, held: string[] = []) {
  const { wait, open: release } = gate()
  server.use(http.get(shopUrl('rest/products/search'), async ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? ''
    if (held.includes(q)) await wait()
    return HttpResponse.json({ status: 'success', data: answers[q] ?? [] })
  }))
  return release
}

describe('moving between searches', COMPONENT_TEST, () => {
  it('keeps the last grid on screen while the next search runs, and claims a search only once the server has answered it', async () => {
    const log = vi.spyOn(console, 'log')
    const release = answerSearches({ apple: [juice], melon: [melon] }, ['melon'])
    open('/search?q=apple', <Link to="/search?q=melon">Search for melon</Link>)
    await screen.findByText('Apple Juice')
    await waitFor(() => { expect(claims).toEqual(['apple']) })
    await user().click(screen.getByRole('link', { name: 'Search for melon' }))
    expect(await screen.findByRole('heading', { name: 'Search Results - melon' })).toBeTruthy()
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    expect(screen.getByText('Apple Juice')).toBeTruthy()
    expect(claims).toEqual(['apple'])
    release()
    expect(await screen.findByText('Melon Bike')).toBeTruthy()
    await waitFor(() => { expect(claims).toEqual(['apple', 'melon']) })
    expect(screen.queryByText('Apple Juice')).toBeNull()
    // Only a failed search is logged.
    expect(log).not.toHaveBeenCalled()
  })

  it('opens no product by its exact name unless the address asks for a review', async () => {
    answerSearches({ 'Apple Juice': [juice] })
    open('/search?q=Apple%20Juice')
    await screen.findByText('Apple Juice')
    // What a review link would load lazily is loaded by now.
    await act(async () => { await import('../product-details/review-deep-link') })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('moving between products', COMPONENT_TEST, () => {
  it('never shows one product\'s reviews in another\'s details', async () => {
    answerSearches({ '': [juice, melon] })
    const appleReviews = gate()
    server.use(http.get(shopUrl('rest/products/:id/reviews'), async ({ params }) => {
      if (params.id === '1') await appleReviews.wait()
      const review = params.id === '1' ? reviewFixture('a1', 'kim@shop.test', 'Crisp apples') : reviewFixture('m1', 'kim@shop.test', 'Wobbly melon')
      return HttpResponse.json({ status: 'success', data: [review] })
    }))
    open('/search')
    await user().click(await screen.findByText('Melon Bike'))
    expect(await within(await screen.findByRole('dialog', { name: 'Melon Bike' })).findByText('Wobbly melon')).toBeTruthy()
    await user().click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() })

    await user().click(screen.getByText('Apple Juice'))
    const dialog = await screen.findByRole('dialog', { name: 'Apple Juice' })
    expect(await within(dialog).findByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    expect(within(dialog).queryByText('Wobbly melon')).toBeNull()
    appleReviews.open()
    expect(await within(dialog).findByText('Crisp apples')).toBeTruthy()
    expect(within(dialog).queryByText('Wobbly melon')).toBeNull()
  })

  it('closing a review link\'s product replaces the link in the history, so going back does not open it again', async () => {
    logIn()
    answerSearches({ 'Melon Bike': [melon] })
    server.use(http.get(shopUrl('rest/products/:id/reviews'), () => HttpResponse.json({ status: 'success', data: [] })))
    const view = open('/search?q=Melon%20Bike&review=1', <BackButton />)
    const dialog = await screen.findByRole('dialog', { name: 'Melon Bike' })
    await user().click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => { expect(screen.getByTestId('location-search').textContent).toBe('?q=Melon+Bike') })
    await user().click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByTestId('other-route')).toBeTruthy()
    expect(view.path()).toBe('/elsewhere')
  })
})
