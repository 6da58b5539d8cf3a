import { randomBytes } from 'node:crypto'
import type { ShopPorts } from '../ports.js'
import type { Sandbox } from '../../challenges/mechanisms/sandbox-types.js'
import type { TokenUser } from '../auth/tokens.js'
import { invalid } from '../errors.js'

interface B2bOrderLine { productId: number, quantity: number, customerReference?: string }
/** The order lines as a list, or as JSON text to be read (`orderLinesData`, read when it is given). */
export interface B2bOrderInput { cid: string, orderLines?: B2bOrderLine[], orderLinesData?: string }

const PAYMENT_TERM_DAYS = 30

/** A business order: the order lines are read, and the order is confirmed with its payment date. */
export async function placeB2bOrder (shop: Pick<ShopPorts, 'clock'> & Sandbox, _user: TokenUser, input: B2bOrderInput) {
  if (input.orderLinesData) await readOrderLinesData(shop, { orderLinesData: input.orderLinesData })
  const due = new Date(shop.clock.now().getTime() + PAYMENT_TERM_DAYS * 24 * 60 * 60 * 1000)
  return { cid: input.cid, orderNo: randomBytes(16).toString('hex'), paymentDue: due.toISOString().slice(0, 10) }
}

async function readOrderLinesData (shop: Sandbox, input: { orderLinesData: string }): Promise<void> {
  // vuln-code-snippet start b2bCodeExecChallenge
  const outcome = await shop.evaluate({ source: 'b2b-orders', code: input.orderLinesData }) // vuln-code-snippet vuln-line b2bCodeExecChallenge
  if (!Array.isArray(outcome.result)) throw invalid('orderLinesData must be a list of order lines')
  // vuln-code-snippet end b2bCodeExecChallenge
}
