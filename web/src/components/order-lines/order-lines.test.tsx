// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { OrderLines } from './order-lines'

const LINES = [
  { name: 'Apple Juice (1000ml)', price: 1.99, quantity: 3, total: 5.97 },
  { name: 'Banana Juice (1000ml)', price: 1.99, quantity: 1, total: 1.99 }
]

const rows = (): string[][] => within(screen.getByRole('table', { name: 'Products' })).getAllByRole('row')
  .map(row => [...row.querySelectorAll('th, td')].map(cell => cell.textContent ?? ''))

describe('the order lines', COMPONENT_TEST, () => {
  it('list each product with price, quantity and line total, then the order total', () => {
    renderScreen(<OrderLines lines={LINES} total={7.96} />)
    expect(rows()).toEqual([
      ['Product', 'Price', 'Quantity', 'Total Price'],
      ['Apple Juice (1000ml)', '1.99¤', '3', '5.97¤'],
      ['Banana Juice (1000ml)', '1.99¤', '1', '1.99¤'],
      ['Total Price', '7.96¤']
    ])
  })

  it('leave the total out when none is given', () => {
    renderScreen(<OrderLines lines={LINES.slice(0, 1)} />)
    expect(rows()).toEqual([['Product', 'Price', 'Quantity', 'Total Price'], ['Apple Juice (1000ml)', '1.99¤', '3', '5.97¤']])
  })
})
