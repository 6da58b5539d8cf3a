// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerBasket, basketFixture, basketLine } from '@/test-support/basket-fixtures'
import { FakeSocket } from '@/test-support/fake-socket'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { logIn, SearchProbe } from '@/test-support/shop-session'
import { DEFAULT_WIDTH, setWindowWidth } from '@/test-support/viewport'
import { answerReviews, answerSearch, answerStock, productFixture } from '@/test-support/catalogue-fixtures'
import { gate } from '@/test-support/gate'
import SearchResults from './search-results'

const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }))
vi.mock('@/lib/socket', () => ({ getSocket: () => socket.current }))

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 })

const juice = productFixture(1, 'Apple Juice', { price: 1.99, deluxePrice: 0.99 })
const melon = productFixture(2, 'Melon Bike', { price: 2999, deluxePrice: 2999 })
const lemon = productFixture(3, 'Lemon Juice', { price: 2.99, deluxePrice: 1.99 })

let claims: unknown[]
beforeEach(() => {
  socket.current = new FakeSocket()
  claims = []
  socket.current.on('verifyLocalXssChallenge', query => { claims.push(query) })
})

function open (at = '/search', extra?: ReactNode) {
  return renderScreen(<><SearchResults /><SearchProbe />{extra}</>, { at, path: '/search' })
}

const card = (name: string): HTMLElement => screen.getByText(name).closest<HTMLElement>('.MuiCard-root') as HTMLElement
const addButton = (name: string): HTMLButtonElement | null => within(card(name)).queryByRole('button', { name: 'Add to Basket' })

describe('the product grid', COMPONENT_TEST, () => {
  it('shows a visitor the whole catalogue with prices and stock, but nothing to put in a basket', async () => {
    const asked = answerSearch(server, [juice, melon, lemon])
    answerStock(server, [[1, 10], [2, 0], [3, 5]])
    open()
    expect(screen.getByRole('heading', { name: 'All Products' })).toBeTruthy()
    expect(await screen.findByText('Apple Juice')).toBeTruthy()
    expect(asked).toEqual([''])
    expect(within(card('Apple Juice')).getByText('1.99¤')).toBeTruthy()
    expect(within(card('Apple Juice')).queryByText('0.99¤')).toBeNull()
    expect(within(card('Melon Bike')).getByText('2999.00¤')).toBeTruthy()
    expect(within(card('Apple Juice')).getByRole('img', { name: 'Apple Juice' })).toBeTruthy()
    expect(await within(card('Melon Bike')).findByText('Sold Out')).toBeTruthy()
    expect(within(card('Lemon Juice')).getByText('Only 5 left')).toBeTruthy()
    expect(within(card('Apple Juice')).queryByText(/Only|Sold Out/)).toBeNull()
    // Sold out and low stock are told apart by colour too.
    const soldOut = getComputedStyle(within(card('Melon Bike')).getByText('Sold Out'))
    const low = getComputedStyle(within(card('Lemon Juice')).getByText('Only 5 left'))
    expect([soldOut.backgroundColor, low.backgroundColor, soldOut.color, low.color].every(colour => colour !== '')).toBe(true)
    expect(soldOut.backgroundColor).not.toBe(low.backgroundColor)
    expect(soldOut.color).not.toBe(low.color)
    expect(screen.queryByRole('button', { name: 'Add to Basket' })).toBeNull()
    expect(screen.getByText('1 – 3 of 3')).toBeTruthy()
    // One page size holds all, so there is nothing to choose.
    expect(screen.queryByLabelText('Items per page:')).toBeNull()
    expect(screen.queryByText('No results found')).toBeNull()
    expect(claims).toEqual([])
  })

  it('names the search in the heading and claims it for the XSS challenge once the server has answered', async () => {
    const asked = answerSearch(server, [juice])
    answerStock(server, [])
    open('/search?q=apple')
    expect(screen.getByRole('heading', { name: 'Search Results - apple' })).toBeTruthy()
    await screen.findByText('Apple Juice')
    await waitFor(() => { expect(claims).toEqual(['apple']) })
    expect(asked).toEqual(['apple'])
  })

  it('puts the search text into the heading as markup (the planted DOM XSS)', async () => {
    answerSearch(server, [])
    answerStock(server, [])
    open('/search?q=%3Cb%3Eapple%3C%2Fb%3E')
    const heading = screen.getByRole('heading', { name: 'Search Results - apple' })
    expect(heading.id).toBe('searchValue')
    expect(heading.querySelector('b')?.textContent).toBe('apple')
  })

  it('shows that it is searching, not that nothing matched, until the answer', async () => {
    const answer = gate()
    server.use(http.get(shopUrl('rest/products/search'), async () => {
      await answer.wait()
      return HttpResponse.json({ status: 'success', data: [juice] })
    }))
    answerStock(server, [])
    open('/search?q=apple')
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    expect(screen.queryByText('No results found')).toBeNull()
    expect(claims).toEqual([])
    answer.open()
    expect(await screen.findByText('Apple Juice')).toBeTruthy()
    await waitFor(() => { expect(screen.queryByRole('progressbar')).toBeNull() })
    await waitFor(() => { expect(claims).toEqual(['apple']) })
  })

  it('says so when nothing matches', async () => {
    answerSearch(server, [])
    answerStock(server, [])
    open('/search?q=durian')
    expect(await screen.findByText('No results found')).toBeTruthy()
    expect(screen.getByText('Try adjusting your search to find what you\'re looking for.')).toBeTruthy()
    expect(screen.queryByText(/ of /)).toBeNull()
  })

  it('logs a failed search to the console and shows no products', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      server.use(http.get(shopUrl('rest/products/search'), () => HttpResponse.json({ error: 'SQLITE_ERROR' }, { status: 500 })))
      answerStock(server, [])
      open('/search?q=%27')
      expect(await screen.findByText('No results found')).toBeTruthy()
      await waitFor(() => { expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'SQLITE_ERROR' })) })
      expect(claims).toEqual([])
    } finally {
      log.mockRestore()
    }
  })

  it('shows the products before their stock is known, without ribbons, and adds them once it is', async () => {
    answerSearch(server, [juice, melon])
    const stock = gate()
    server.use(http.get(shopUrl('api/Quantitys/'), async () => {
      await stock.wait()
      return HttpResponse.json({ status: 'success', data: [{ id: 1, ProductId: 2, quantity: 0, limitPerUser: null }] })
    }))
    open()
    expect(await screen.findByText('Melon Bike')).toBeTruthy()
    expect(screen.queryByText('Sold Out')).toBeNull()
    stock.open()
    expect(await within(card('Melon Bike')).findByText('Sold Out')).toBeTruthy()
  })

  it('shows deluxe members their price with the normal one struck through', async () => {
    logIn({ role: 'deluxe' })
    answerSearch(server, [juice, melon])
    answerStock(server, [])
    open()
    await screen.findByText('Apple Juice')
    expect(within(card('Apple Juice')).getByText('1.99¤').tagName).toBe('S')
    expect(within(card('Apple Juice')).getByText('0.99¤')).toBeTruthy()
    expect(within(card('Melon Bike')).queryByRole('deletion')).toBeNull()
    expect(card('Melon Bike').querySelector('s')).toBeNull()
  })

  it('opens a product\'s details from its card and closes them again', async () => {
    answerSearch(server, [juice, melon])
    answerStock(server, [])
    answerReviews(server, () => [])
    open()
    await user().click(await screen.findByText('Melon Bike'))
    const dialog = await screen.findByRole('dialog', { name: 'Melon Bike' })
    expect(await within(dialog).findByText('There are no reviews for this product yet.')).toBeTruthy()
    await user().click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() })
  })

  it('lays the grid out in more columns in a wider window', async () => {
    answerSearch(server, [juice, melon, lemon])
    answerStock(server, [])
    open()
    await screen.findByText('Apple Juice')
    const grid = card('Apple Juice').parentElement as HTMLElement
    expect(getComputedStyle(grid).gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))')
    try {
      act(() => { setWindowWidth(1300) })
      await waitFor(() => { expect(getComputedStyle(grid).gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))') })
    } finally {
      setWindowWidth(DEFAULT_WIDTH)
    }
  })
})

describe('putting products into the basket', COMPONENT_TEST, () => {
  let searched: string[]
  beforeEach(() => {
    searched = answerSearch(server, [juice, melon, lemon])
    answerStock(server, [[1, 10], [2, 0], [3, 3]])
  })

  it('adds a product not yet in the basket as a new line of one unit', async () => {
    logIn({ bid: 6 })
    answerBasket(server, () => basketFixture([], 6))
    let sent: unknown
    server.use(http.post(shopUrl('api/BasketItems/'), async ({ request }) => {
      sent = await request.json()
      return HttpResponse.json({ status: 'success', data: { id: 20 } })
    }))
    const view = open()
    await screen.findByText('Apple Juice')
    // Sold out: no button; low stock still sells.
    await waitFor(() => { expect(addButton('Melon Bike')).toBeNull() })
    expect(addButton('Lemon Juice')).toBeTruthy()
    await user().click(addButton('Apple Juice') as HTMLButtonElement)
    expect(await screen.findByText('Placed Apple Juice into basket.')).toBeTruthy()
    expect(sent).toEqual({ ProductId: 1, BasketId: 6, quantity: 1 })
    // The top bar's count reads the basket again, but the products are not searched for again.
    expect(view.queryClient.getQueryState(['basket', 6])?.isInvalidated).toBe(true)
    expect(searched).toEqual([''])
  })

  it('adds one more unit to a product already in the basket, and keeps its button off meanwhile', async () => {
    logIn()
    answerBasket(server, () => basketFixture([basketLine(31, 3, 'Lemon Juice', 2, lemon)]))
    const sent: unknown[] = []
    let answer = (): void => {}
    server.use(http.put(shopUrl('api/BasketItems/:id'), async ({ request, params }) => {
      sent.push({ id: params.id, body: await request.json() })
      await new Promise<void>(resolve => { answer = resolve })
      return HttpResponse.json({ status: 'success', data: { id: 31 } })
    }))
    const view = open()
    await screen.findByText('Lemon Juice')
    await user().click(addButton('Lemon Juice') as HTMLButtonElement)
    await waitFor(() => { expect(sent).toEqual([{ id: '31', body: { quantity: 3 } }]) })
    expect(addButton('Lemon Juice')?.disabled).toBe(true)
    expect(addButton('Apple Juice')?.disabled).toBe(false)
    answer()
    expect(await screen.findByText('Added another Lemon Juice to basket.')).toBeTruthy()
    expect(view.queryClient.getQueryState(['basket', 4])?.isInvalidated).toBe(true)
    expect(searched).toEqual([''])
    await waitFor(() => { expect(addButton('Lemon Juice')?.disabled).toBe(false) })
  })

  it('shows the server\'s refusal', async () => {
    logIn()
    answerBasket(server, () => basketFixture([]))
    server.use(http.post(shopUrl('api/BasketItems/'), () => HttpResponse.json({ error: 'We are out of stock! Sorry for the inconvenience.' }, { status: 400 })))
    const view = open()
    await screen.findByText('Apple Juice')
    await user().click(addButton('Apple Juice') as HTMLButtonElement)
    expect(await screen.findByText('We are out of stock! Sorry for the inconvenience.')).toBeTruthy()
    // The basket may have changed elsewhere: it is read again after a refusal too.
    expect(view.queryClient.getQueryState(['basket', 4])?.isInvalidated).toBe(true)
  })

  it('cannot add anything without a basket id', async () => {
    logIn({ bid: null })
    open()
    await screen.findByText('Apple Juice')
    await user().click(addButton('Apple Juice') as HTMLButtonElement)
    expect(await screen.findByText('Something went wrong.')).toBeTruthy()
  })
})

describe('paging through the results', COMPONENT_TEST, () => {
  const many = Array.from({ length: 13 }, (_, i) => productFixture(i + 1, `Juice ${i + 1}`))
  const next = (): HTMLButtonElement => screen.getByRole('button', { name: 'Next page' })
  const previous = (): HTMLButtonElement => screen.getByRole('button', { name: 'Previous page' })
  afterEach(() => { vi.restoreAllMocks() })

  it('shows twelve at a time, pages on and back, and shows all when asked for more per page', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    answerSearch(server, many)
    answerStock(server, [])
    open('/search', <Link to="/search?q=juice">Search for juice</Link>)
    expect(await screen.findByText('1 – 12 of 13')).toBeTruthy()
    expect(screen.getByText('Juice 12')).toBeTruthy()
    expect(screen.queryByText('Juice 13')).toBeNull()
    expect(previous().disabled).toBe(true)
    expect(next().disabled).toBe(false)

    await user().click(next())
    expect(await screen.findByText('13 – 13 of 13')).toBeTruthy()
    expect(screen.getByText('Juice 13')).toBeTruthy()
    expect(screen.queryByText('Juice 1')).toBeNull()
    expect(next().disabled).toBe(true)
    expect(previous().disabled).toBe(false)
    expect(scroll).toHaveBeenCalledWith({ top: 0 })

    await user().click(previous())
    expect(await screen.findByText('1 – 12 of 13')).toBeTruthy()

    await user().click(next())
    expect(await screen.findByText('13 – 13 of 13')).toBeTruthy()
    // A new search starts again on its first page, and is claimed once answered.
    await user().click(screen.getByRole('link', { name: 'Search for juice' }))
    expect(await screen.findByRole('heading', { name: 'Search Results - juice' })).toBeTruthy()
    expect(await screen.findByText('1 – 12 of 13')).toBeTruthy()
    await waitFor(() => { expect(claims).toEqual(['juice']) })

    const sizes = screen.getByLabelText('Items per page:')
    expect([...sizes.querySelectorAll('option')].map(option => option.textContent)).toEqual(['12', '24'])
    await user().selectOptions(sizes, '24')
    expect(await screen.findByText('1 – 13 of 13')).toBeTruthy()
    expect(screen.getByText('Juice 13')).toBeTruthy()
    expect(next().disabled).toBe(true)
  })
})

describe('the review link from the order history', COMPONENT_TEST, () => {
  it('opens the named product with the cursor in the review field, and closing drops the link\'s review flag', async () => {
    logIn()
    answerSearch(server, [juice, lemon])
    answerStock(server, [])
    answerReviews(server, () => [])
    open('/search?q=Lemon%20Juice&review=1')
    const dialog = await screen.findByRole('dialog', { name: 'Lemon Juice' })
    const field = await within(dialog).findByLabelText('Review')
    await waitFor(() => { expect(document.activeElement).toBe(field) })
    await user().click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => { expect(screen.getByTestId('location-search').textContent).toBe('?q=Lemon+Juice') })
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() })
  })

  it('opens nothing when no product has exactly that name', async () => {
    answerSearch(server, [juice, lemon])
    answerStock(server, [])
    open('/search?q=Juice&review=1')
    await screen.findByText('Lemon Juice')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
