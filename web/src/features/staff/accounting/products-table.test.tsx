// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockShopServer } from '@/test-support/mock-server'
import { failure, gate, recordCalls } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { listOf, productRow, stockRow } from '@/test-support/staff-fixtures'
import { ProductsTable } from './products-table'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true })
const PRODUCTS = [productRow(1, { name: 'Apple Juice', price: 1.99 }), productRow(2, { name: 'Melon Bike', price: 2999 })]
const STOCK = [stockRow(11, 1, 50)]

/** Each request of a list gets the next answer, the last one from then on. */
function inTurn (path: string, ...lists: unknown[][]): ReturnType<typeof recordCalls> {
  return recordCalls(server, 'get', path, () => listOf(lists.length > 1 ? lists.shift()! : lists[0]))
}

async function openProducts (products: unknown[][] = [PRODUCTS], stock: unknown[][] = [STOCK]) {
  const productReads = inTurn('api/Products/', ...products)
  const stockReads = inTurn('api/Quantitys/', ...stock)
  renderScreen(<ProductsTable />)
  const table = await screen.findByRole('table', { name: 'Products' })
  return { table, productReads, stockReads }
}

const field = (name: string): HTMLInputElement => screen.getByRole('spinbutton', { name })
const saveOf = (input: HTMLInputElement): HTMLButtonElement => within(input.closest('.MuiInputBase-root') as HTMLElement).getByRole('button', { name: 'Save' })

/** Replaces a number field's value as a user does, without leaving it. */
async function typeInto (input: HTMLInputElement, value: string): Promise<void> {
  await user().clear(input)
  if (value !== '') await user().type(input, value)
}

describe('the products in accounting', COMPONENT_TEST, () => {
  it('lists each product with its price and stock in fields, a dash where there is no stock row', async () => {
    const { table } = await openProducts()
    expect(within(table).getAllByRole('columnheader').map(cell => cell.textContent)).toEqual(['Product', 'Price', 'Quantity'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map(row => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Apple Juice', 'Melon Bike'])
    expect(field('Price of Apple Juice').value).toBe('1.99')
    expect(field('Price of Apple Juice').step).toBe('0.01')
    expect(field('Price of Melon Bike').value).toBe('2999')
    expect(field('Stock of Apple Juice').value).toBe('50')
    expect(field('Stock of Apple Juice').step).toBe('1')
    expect(screen.queryByRole('spinbutton', { name: 'Stock of Melon Bike' })).toBeNull()
    expect(within(rows[1]).getAllByRole('cell')[2].textContent).toBe('–')
    expect(within(rows[0]).getAllByRole('cell')[1].textContent).toContain('¤')
    // Nothing changed, nothing to save.
    expect(saveOf(field('Price of Apple Juice')).disabled).toBe(true)
  })

  it('saves a new price, says so and reads the products again', async () => {
    const { productReads, stockReads } = await openProducts([PRODUCTS, [productRow(1, { name: 'Apple Juice', price: 2.49 }), PRODUCTS[1]]])
    const answer = gate()
    const saved = recordCalls(server, 'put', 'api/Products/1', async () => { await answer.passed; return { status: 'success' } })
    await typeInto(field('Price of Apple Juice'), '2.49')
    const save = saveOf(field('Price of Apple Juice'))
    expect(save.disabled).toBe(false)
    await user().click(save)
    await waitFor(() => { expect(saveOf(field('Price of Melon Bike')).disabled).toBe(true) })
    expect(save.disabled).toBe(true)
    answer.open()
    expect(await screen.findByText('Price for Apple Juice has been updated.')).toBeTruthy()
    expect(saved.map(call => call.body)).toEqual([{ price: 2.49 }])
    await waitFor(() => { expect(productReads).toHaveLength(2) })
    await waitFor(() => { expect(saveOf(field('Price of Apple Juice')).disabled).toBe(true) })
    expect(field('Price of Apple Juice').value).toBe('2.49')
    expect(stockReads).toHaveLength(1)
  })

  it('saves with Enter, and sends a price below zero as zero', async () => {
    await openProducts()
    const saved = recordCalls(server, 'put', 'api/Products/2', { status: 'success' })
    await typeInto(field('Price of Melon Bike'), '-5')
    fireEvent.keyDown(field('Price of Melon Bike'), { key: 'a' })
    expect(saved).toEqual([])
    const enter = fireEvent.keyDown(field('Price of Melon Bike'), { key: 'Enter' })
    expect(enter).toBe(false)
    expect(await screen.findByText('Price for Melon Bike has been updated.')).toBeTruthy()
    expect(saved.map(call => call.body)).toEqual([{ price: 0 }])
  })

  it('marks an empty field and will not save it', async () => {
    await openProducts()
    const saved = recordCalls(server, 'put', 'api/Products/1', { status: 'success' })
    await typeInto(field('Price of Apple Juice'), '')
    expect(field('Price of Apple Juice').getAttribute('aria-invalid')).toBe('true')
    expect(saveOf(field('Price of Apple Juice')).disabled).toBe(true)
    fireEvent.keyDown(field('Price of Apple Juice'), { key: 'Enter' })
    await typeInto(field('Price of Apple Juice'), '3')
    expect(field('Price of Apple Juice').getAttribute('aria-invalid')).toBe('false')
    expect(saved).toEqual([])
  })

  it('will not save a number too large to be one', async () => {
    await openProducts()
    await typeInto(field('Price of Apple Juice'), '1e999')
    expect(field('Price of Apple Juice').value).toBe('1e999')
    expect(field('Price of Apple Juice').getAttribute('aria-invalid')).toBe('true')
    expect(saveOf(field('Price of Apple Juice')).disabled).toBe(true)
  })

  it('saves a whole new stock to the product\'s stock row and reads the stock again', async () => {
    const { stockReads, productReads } = await openProducts([PRODUCTS], [STOCK, [stockRow(11, 1, 8)]])
    const answer = gate()
    const saved = recordCalls(server, 'put', 'api/Quantitys/11', async () => { await answer.passed; return { status: 'success' } })
    await typeInto(field('Stock of Apple Juice'), '7.6')
    await user().click(saveOf(field('Stock of Apple Juice')))
    // No second save while the first is on its way.
    await waitFor(() => { expect(saveOf(field('Stock of Apple Juice')).disabled).toBe(true) })
    answer.open()
    expect(await screen.findByText('Quantity for Apple Juice has been updated.')).toBeTruthy()
    expect(saved.map(call => call.body)).toEqual([{ quantity: 8 }])
    await waitFor(() => { expect(stockReads).toHaveLength(2) })
    await waitFor(() => { expect(field('Stock of Apple Juice').value).toBe('8') })
    expect(productReads).toHaveLength(1)
  })

  it('shows the shop\'s refusal of a price or a stock', async () => {
    await openProducts()
    recordCalls(server, 'put', 'api/Products/1', () => failure(401, { error: 'Price change refused' }))
    recordCalls(server, 'put', 'api/Quantitys/11', () => failure(401, { error: 'Stock change refused' }))
    await typeInto(field('Price of Apple Juice'), '5')
    await user().click(saveOf(field('Price of Apple Juice')))
    expect((await screen.findByRole('alert')).textContent).toContain('Price change refused')
    await typeInto(field('Stock of Apple Juice'), '5')
    await user().click(saveOf(field('Stock of Apple Juice')))
    await waitFor(() => { expect(screen.getByRole('alert').textContent).toContain('Stock change refused') })
    expect(screen.queryByText(/has been updated/)).toBeNull()
  })

  it('keeps a price typed but not saved with its product when the list read again has lost another product', async () => {
    const [apple, melon] = PRODUCTS
    const lemon = (price: number) => productRow(3, { name: 'Lemon Juice', price })
    // Another member of staff removed the apple juice meanwhile.
    await openProducts([[apple, lemon(5), melon], [lemon(4), melon]])
    recordCalls(server, 'put', 'api/Products/3', { status: 'success' })
    await typeInto(field('Price of Melon Bike'), '10')
    await typeInto(field('Price of Lemon Juice'), '4')
    await user().click(saveOf(field('Price of Lemon Juice')))
    expect(await screen.findByText('Price for Lemon Juice has been updated.')).toBeTruthy()
    await waitFor(() => { expect(screen.queryByRole('spinbutton', { name: 'Price of Apple Juice' })).toBeNull() })
    expect(field('Price of Lemon Juice').value).toBe('4')
    expect(field('Price of Melon Bike').value).toBe('10')
    expect(saveOf(field('Price of Melon Bike')).disabled).toBe(false)
  })

  it('still lists the products and their prices when the stock cannot be read, a dash for each stock', async () => {
    inTurn('api/Products/', PRODUCTS)
    recordCalls(server, 'get', 'api/Quantitys/', () => failure(500, { error: 'Stock unavailable' }))
    renderScreen(<ProductsTable />)
    const table = await screen.findByRole('table', { name: 'Products' })
    expect(within(table).getAllByRole('row').slice(1).map(row => within(row).getAllByRole('cell')[2].textContent)).toEqual(['–', '–'])
    expect(field('Price of Melon Bike').value).toBe('2999')
  })

  it('waits for the stock before it shows the products', async () => {
    const answer = gate()
    inTurn('api/Products/', PRODUCTS)
    recordCalls(server, 'get', 'api/Quantitys/', async () => { await answer.passed; return listOf(STOCK) })
    const { queryClient } = renderScreen(<ProductsTable />)
    await waitFor(() => { expect(queryClient.getQueryData(['accounting', 'products'])).toHaveLength(2) })
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    answer.open()
    expect(await screen.findByRole('table', { name: 'Products' })).toBeTruthy()
  })

  it('says when there are no products, and shows why they cannot be read', async () => {
    inTurn('api/Products/', [])
    inTurn('api/Quantitys/', [])
    const { unmount } = renderScreen(<ProductsTable />)
    expect(await screen.findByText('No products.')).toBeTruthy()
    unmount()
    recordCalls(server, 'get', 'api/Products/', () => failure(500, { error: 'Catalogue unavailable' }))
    renderScreen(<ProductsTable />)
    expect((await screen.findByRole('alert')).textContent).toBe('Catalogue unavailable')
  })
})
