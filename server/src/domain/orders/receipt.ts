import type { OrderRow } from '../../repositories/orders.js'

const money = (value: number): string => `${value.toFixed(2)}¤`

/**
 * The order confirmation as a PDF, drawn from the stored order whenever it is asked for, so an
 * order and its confirmation can never disagree. pdfkit loads on first use (it is large).
 */
export async function renderReceipt (order: OrderRow, shopName: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Order ${order.orderId}`, Author: shopName } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => { resolve(Buffer.concat(chunks)) })
    doc.on('error', reject)
  })
  doc.fontSize(22).fillColor('#e65100').text(shopName, { continued: false })
  doc.moveDown(0.5).fontSize(16).fillColor('#000').text('Order Confirmation')
  doc.moveDown(0.5).fontSize(11)
  doc.text(`Order: ${order.orderId}`)
  doc.text(`Customer: ${order.email}`)
  doc.text(`Date: ${order.createdAt.slice(0, 10)}`)
  doc.moveDown()
  for (const line of order.products) {
    doc.text(`${line.quantity} x ${line.name}   ${money(line.price)}   = ${money(line.total)}`)
  }
  doc.moveDown()
  const items = order.products.reduce((sum, line) => sum + line.total, 0)
  doc.text(`Items: ${money(items)}`)
  doc.text(`Delivery: ${money(order.deliveryPrice)}`)
  if (order.promotionalAmount !== 0) doc.text(`Promotion: -${money(order.promotionalAmount)}`)
  doc.fontSize(13).text(`Total price: ${money(order.totalPrice)}`)
  doc.moveDown().fontSize(11).text(`Bonus points earned: ${order.bonus}`)
  doc.moveDown().fontSize(9).fillColor('#555').text(`Thank you for your order! ${order.eta !== null ? `Expected delivery in ${order.eta} days.` : ''}`)
  doc.end()
  return await done
}
