import { describe, expect, it } from 'vitest'
import type { OrderRow } from '../../repositories/orders.js'
import { pdfInfo, pdfPageSize, pdfTextLines, pdfTextRuns } from '../../test-support/pdf-text.js'
import { renderReceipt } from './receipt.js'

const order = {
  orderId: '0042-000007',
  email: 'rita@example.test',
  createdAt: '2026-03-08T17:45:00.000Z',
  products: [
    { id: 1, name: 'Apple Juice', price: 1.99, quantity: 2, total: 3.98 },
    { id: 6, name: 'Banana Juice', price: 1.5, quantity: 1, total: 1.5 }
  ],
  deliveryPrice: 0.99,
  promotionalAmount: 1.1,
  totalPrice: 5.37,
  bonus: 2,
  eta: 3
} as unknown as OrderRow

describe('the order confirmation PDF', () => {
  it('shows the shop, the order, each line, the sums and the expected delivery', async () => {
    const pdf = await renderReceipt(order, 'Orange Shop')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdfTextLines(pdf)).toEqual([
      'Orange Shop',
      'Order Confirmation',
      'Order: 0042-000007',
      'Customer: rita@example.test',
      'Date: 2026-03-08',
      '2 x Apple Juice   1.99¤   = 3.98¤',
      '1 x Banana Juice   1.50¤   = 1.50¤',
      'Items: 5.48¤',
      'Delivery: 0.99¤',
      'Promotion: -1.10¤',
      'Total price: 5.37¤',
      'Bonus points earned: 2',
      'Thank you for your order! Expected delivery in 3 days.'
    ])
    expect(pdfInfo(pdf, 'Title')).toBe('Order 0042-000007')
    expect(pdfInfo(pdf, 'Author')).toBe('Orange Shop')
  })

  it('is an A4 page, each text on a line of its own at the left margin: the shop in its orange, the order in black, the thanks in grey', async () => {
    const pdf = await renderReceipt(order, 'Orange Shop')
    expect(pdfPageSize(pdf)).toEqual([595.28, 841.89])
    const runs = pdfTextRuns(pdf)
    expect(new Set(runs.map(run => run.x))).toEqual(new Set([50]))
    expect(runs.every((run, i) => i === 0 || run.y < runs[i - 1].y)).toBe(true)
    expect(runs.map(run => run.color)).toEqual(['#e65100', ...Array<string>(runs.length - 2).fill('#000000'), '#555555'])
  })

  it('leaves out a promotion of zero and a delivery time the order does not have', async () => {
    const lines = pdfTextLines(await renderReceipt({ ...order, promotionalAmount: 0, eta: null } as unknown as OrderRow, 'Orange Shop'))
    expect(lines.filter(line => line.startsWith('Promotion'))).toEqual([])
    expect(lines.at(-1)).toBe('Thank you for your order! ')
  })
})
