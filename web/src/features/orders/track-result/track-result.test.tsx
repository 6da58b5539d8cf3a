// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { TrackedOrder } from '@shop/contract'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { trackedOrder } from '@/test-support/order-fixtures'
import { gate } from '@/test-support/gate'
import TrackResult from './track-result'

const server = mockShopServer()

/** Answers the tracking call with `orders`; records the path asked for, as sent. */
function answer (orders: TrackedOrder[]): string[] {
  const asked: string[] = []
  server.use(http.get(shopUrl('rest/track-order/*'), ({ request }) => {
    asked.push(new URL(request.url).pathname)
    return HttpResponse.json({ data: orders })
  }))
  return asked
}

const track = (id: string, path = '/track-result') => renderScreen(<TrackResult />, { at: `${path}?id=${encodeURIComponent(id)}`, path })

/** The value after a bold label such as "Status:". */
const fact = (label: string): string => (screen.getByText(`${label}:`).parentElement?.textContent ?? '').replace(`${label}:`, '').trim()

/** Which steps the stepper shows as done, and which as the current one. */
function steps (): { completed: string[], active: string[] } {
  const labels = [...document.querySelectorAll('.MuiStepLabel-label')]
  const named = (state: string) => labels.filter(label => label.classList.contains(state)).map(label => label.textContent)
  return { completed: named('Mui-completed'), active: named('Mui-active') }
}

describe('the order tracking page', COMPONENT_TEST, () => {
  it('without an order id says where to find one, asking the server nothing', () => {
    const view = renderScreen(<TrackResult />, { at: '/track-result', path: '/track-result' })
    expect(screen.getByText('No order to track yet')).toBeTruthy()
    expect(screen.getByText(/You find it in your Order History/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Order History' }).getAttribute('href')).toBe('/order-history')
    expect(view.container.ownerDocument.getElementById('orderId')?.innerHTML).toBe('Search Results - <code></code>')
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('shows an order packed for more than two days: its stage, delivery estimate, bonus and lines', async () => {
    const asked = answer([trackedOrder('5267-f9cd', { eta: '3', bonus: 12 })])
    track('5267-f9cd')
    expect(await screen.findByText('Packing', { selector: '#orderStatus' })).toBeTruthy()
    expect(asked).toEqual(['/rest/track-order/5267-f9cd'])
    expect(fact('Expected delivery')).toBe('3 days')
    expect(fact('Bonus')).toBe('12')
    expect(steps()).toEqual({ completed: ['New'], active: ['Packing'] })
    const lines = screen.getByRole('table', { name: 'Products' })
    expect(within(lines).getByRole('row', { name: /Apple Juice/ }).textContent).toBe('Apple Juice1.99¤35.97¤')
    expect(within(lines).getByRole('row', { name: /Total Price 8.97/ })).toBeTruthy()
    expect(screen.queryByTestId('track-no-order-id')).toBeNull()
  })

  it.each([
    { eta: '1', status: 'In Transit', estimate: '1 day', completed: ['New', 'Packing'] },
    { eta: '2', status: 'In Transit', estimate: '2 days', completed: ['New', 'Packing'] },
    { eta: '?', status: 'Packing', estimate: '?', completed: ['New'] }
  ])('shows an order $eta day(s) away as $status, expected in "$estimate"', async ({ eta, status, estimate, completed }) => {
    answer([trackedOrder('5267-f9cd', { eta })])
    track('5267-f9cd')
    expect(await screen.findByText(status, { selector: '#orderStatus' })).toBeTruthy()
    expect(fact('Expected delivery')).toBe(estimate)
    expect(steps()).toEqual({ completed, active: [status] })
  })

  it('shows a delivered order with every stage done and no estimate', async () => {
    answer([trackedOrder('5267-f9cd', { eta: '0', delivered: true })])
    track('5267-f9cd')
    expect(await screen.findByText('Delivered', { selector: '#orderStatus' })).toBeTruthy()
    expect(fact('Expected delivery')).toBe('–')
    expect(steps()).toEqual({ completed: ['New', 'Packing', 'In Transit', 'Delivered'], active: ['Delivered'] })
  })

  it('shows a just-placed order, opened on the /new route, as new whatever its estimate', async () => {
    answer([trackedOrder('5267-f9cd', { eta: '1' })])
    track('5267-f9cd', '/track-result/new')
    expect(await screen.findByText('New', { selector: '#orderStatus' })).toBeTruthy()
    expect(steps()).toEqual({ completed: [], active: ['New'] })
  })

  it('sends the id as one path segment and puts it into the heading as markup (the planted reflected XSS)', async () => {
    const asked = answer([])
    track('<b>a/b</b>')
    expect(await screen.findByText('We could not find an order with this id.')).toBeTruthy()
    expect(asked).toEqual(['/rest/track-order/%3Cb%3Ea%2Fb%3C%2Fb%3E'])
    const heading = screen.getByRole('heading', { level: 1 })
    expect(heading.textContent).toBe('Search Results - a/b')
    expect(heading.querySelector('code b')?.textContent).toBe('a/b')
    expect(screen.queryByText('Status:')).toBeNull()
  })

  it('shows that it is looking, and neither a result nor "not found" until the answer', async () => {
    const answer = gate()
    server.use(http.get(shopUrl('rest/track-order/*'), async () => {
      await answer.wait()
      return HttpResponse.json({ data: [trackedOrder('5267-f9cd')] })
    }))
    track('5267-f9cd')
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    expect(screen.queryByText('We could not find an order with this id.')).toBeNull()
    expect(screen.queryByTestId('track-no-order-id')).toBeNull()
    answer.open()
    expect(await screen.findByText('Packing', { selector: '#orderStatus' })).toBeTruthy()
    await waitFor(() => { expect(screen.queryByRole('progressbar')).toBeNull() })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText('We could not find an order with this id.')).toBeNull()
  })

  it('shows the server\'s error', async () => {
    server.use(http.get(shopUrl('rest/track-order/*'), () => HttpResponse.json({ error: 'Order lookup failed' }, { status: 500 })))
    track('5267-f9cd')
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Order lookup failed')
    expect(screen.queryByText('We could not find an order with this id.')).toBeNull()
  })
})
