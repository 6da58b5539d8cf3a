// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockShopServer } from '@/test-support/mock-server'
import { failure, gate, recordCalls } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { listOf, orderRow, productRow, stockRow } from '@/test-support/staff-fixtures'
import Accounting from './accounting'
import { OrdersTable } from './orders-table'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true })

/** The order list in turn: each request gets the next answer, the last one from then on. */
function orderLists (...answers: unknown[]): ReturnType<typeof recordCalls> {
  return recordCalls(server, 'get', 'rest/order-history/orders', () => (answers.length > 1 ? answers.shift() : answers[0]) as object)
}

const cellsOf = (table: HTMLElement): string[][] =>
  within(table).getAllByRole('row').slice(1).map(row => within(row).getAllByRole('cell').map(cell => cell.textContent ?? ''))

async function openOrders (): Promise<HTMLElement> {
  renderScreen(<OrdersTable />)
  return await screen.findByRole('table', { name: 'Orders' })
}

describe('the accounting', COMPONENT_TEST, () => {
  it('shows the orders and the products under their titles', async () => {
    orderLists(listOf([orderRow('5267-f9cd5882f54c75a3')]))
    recordCalls(server, 'get', 'api/Products/', listOf([productRow(1)]))
    recordCalls(server, 'get', 'api/Quantitys/', listOf([stockRow(11, 1, 5)]))
    renderScreen(<Accounting />, { at: '/accounting' })
    expect(screen.getByRole('heading', { level: 1, name: 'Accounting' })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 2 }).map(heading => heading.textContent)).toEqual(['Orders', 'Products'])
    expect(await within(screen.getByRole('region', { name: 'Orders' })).findByRole('table', { name: 'Orders' })).toBeTruthy()
    expect(await within(screen.getByRole('region', { name: 'Products' })).findByRole('table', { name: 'Products' })).toBeTruthy()
  })

  it('reads only the orders again after a change of delivery status', async () => {
    const lists = orderLists(listOf([orderRow('5267-4')]), listOf([orderRow('5267-4', { delivered: true })]))
    const products = recordCalls(server, 'get', 'api/Products/', listOf([productRow(1)]))
    const stock = recordCalls(server, 'get', 'api/Quantitys/', listOf([stockRow(11, 1, 5)]))
    recordCalls(server, 'put', 'rest/order-history/5267-4/delivery-status', { status: 'success' })
    renderScreen(<Accounting />, { at: '/accounting' })
    await screen.findByRole('table', { name: 'Products' })
    await user().click(await screen.findByRole('button', { name: 'Mark delivered' }))
    expect(await screen.findByRole('button', { name: 'Back in transit' })).toBeTruthy()
    expect(lists).toHaveLength(2)
    expect([products.length, stock.length]).toEqual([1, 1])
  })
})

describe('the orders', COMPONENT_TEST, () => {
  it('lists each order with its total and delivery status', async () => {
    orderLists(listOf([orderRow('5267-f9cd5882f54c75a3', { totalPrice: 8.96 }), orderRow('5267-0000000000000001', { totalPrice: 2000, delivered: true })]))
    const table = await openOrders()
    expect(within(table).getAllByRole('columnheader').map(cell => cell.textContent)).toEqual(['Order ID', 'Price', 'Status', 'Change delivery status'])
    expect(cellsOf(table)).toEqual([
      ['5267-f9cd5882f54c75a3', '8.96¤', 'In Transit', 'Mark delivered'],
      ['5267-0000000000000001', '2000.00¤', 'Delivered', 'Back in transit']
    ])
    expect(within(table).getByText('In Transit').closest('.MuiChip-root')?.className).toContain('MuiChip-colorWarning')
    expect(within(table).getByText('Delivered').closest('.MuiChip-root')?.className).toContain('MuiChip-colorSuccess')
    expect(within(table).getByRole('button', { name: 'Mark delivered' }).querySelector('[data-testid="TaskAltIcon"]')).not.toBeNull()
    expect(within(table).getByRole('button', { name: 'Back in transit' }).querySelector('[data-testid="LocalShippingIcon"]')).not.toBeNull()
    // On phones each cell is shown under its column's name; the buttons need none. Amounts and buttons sit on the right.
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell')
    expect(cells.map(cell => cell.getAttribute('data-label'))).toEqual(['Order ID', 'Price', 'Status', null])
    expect(cells.map(cell => cell.classList.contains('MuiTableCell-alignRight'))).toEqual([false, true, false, true])
  })

  it('shows that the orders are loading, not that there are none', async () => {
    const answer = gate()
    recordCalls(server, 'get', 'rest/order-history/orders', async () => { await answer.passed; return listOf([orderRow('5267-5')]) })
    renderScreen(<OrdersTable />)
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    expect(screen.queryByText('No orders yet.')).toBeNull()
    answer.open()
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeTruthy()
  })

  it('sends the current status of an order to flip it, and reads the list again', async () => {
    const lists = orderLists(listOf([orderRow('5267-abc/1')]), listOf([orderRow('5267-abc/1', { delivered: true })]))
    const answer = gate()
    const flips = recordCalls(server, 'put', 'rest/order-history/5267-abc%2F1/delivery-status', async () => { await answer.passed; return { status: 'success' } })
    const table = await openOrders()
    const button = within(table).getByRole('button', { name: 'Mark delivered' }) as HTMLButtonElement
    await user().click(button)
    await waitFor(() => { expect(button.disabled).toBe(true) })
    answer.open()
    expect(await within(table).findByText('Delivered')).toBeTruthy()
    expect(flips.map(call => call.body)).toEqual([{ deliveryStatus: false }])
    expect(lists).toHaveLength(2)
    await waitFor(() => { expect((within(table).getByRole('button', { name: 'Back in transit' }) as HTMLButtonElement).disabled).toBe(false) })
  })

  // Order ids whose digits alone are the same (5267-a1, 5267-1a) are told apart too.
  it.each([['5267-a1', '5267-b2'], ['5267-a1', '5267-1a']])('leaves the pressed button with its order when a new order comes in with the list read again (%s, %s)', async (first, second) => {
    orderLists(listOf([orderRow(first), orderRow(second)]), listOf([orderRow('5267-c3'), orderRow(first), orderRow(second, { delivered: true })]))
    recordCalls(server, 'put', `rest/order-history/${second}/delivery-status`, { status: 'success' })
    const table = await openOrders()
    await user().click(within(table).getAllByRole('button', { name: 'Mark delivered' })[1])
    expect(await within(table).findByText('5267-c3')).toBeTruthy()
    // The focus stays on the pressed button, so it must still be the changed order's: Enter again flips that order back, not another.
    const focused = document.activeElement as HTMLElement
    expect(focused.textContent).toBe('Back in transit')
    expect(focused.closest('tr')?.firstElementChild?.textContent).toBe(second)
  })

  it('sends true for a delivered order', async () => {
    orderLists(listOf([orderRow('5267-2', { delivered: true })]))
    const flips = recordCalls(server, 'put', 'rest/order-history/5267-2/delivery-status', { status: 'success' })
    const table = await openOrders()
    await user().click(within(table).getByRole('button', { name: 'Back in transit' }))
    await waitFor(() => { expect(flips.map(call => call.body)).toEqual([{ deliveryStatus: true }]) })
  })

  it('shows the shop\'s refusal of a change', async () => {
    const lists = orderLists(listOf([orderRow('5267-3')]))
    recordCalls(server, 'put', 'rest/order-history/5267-3/delivery-status', () => failure(403, { error: 'Not your business' }))
    const table = await openOrders()
    await user().click(within(table).getByRole('button', { name: 'Mark delivered' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Not your business')
    expect(lists).toHaveLength(1)
  })

  it('reads a shop without orders (404) as an empty list', async () => {
    orderLists(failure(404, { error: 'No orders found' }))
    renderScreen(<OrdersTable />)
    expect(await screen.findByText('No orders yet.')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows any other failure to read the orders', async () => {
    orderLists(failure(500, { error: 'Database is locked' }))
    renderScreen(<OrdersTable />)
    expect((await screen.findByRole('alert')).textContent).toBe('Database is locked')
    expect(screen.queryByText('No orders yet.')).toBeNull()
  })
})
