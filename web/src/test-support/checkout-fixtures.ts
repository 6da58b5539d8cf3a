import type { Address, BasketProduct, Card, DeliveryMethod, TrackedOrder } from '@shop/contract'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { setupServer } from 'msw/node'
import { beforeEach } from 'vitest'
import { shopUrl } from './mock-server'
import { logIn as logInAs } from './shop-session'

/*
 * Shared data and answers for the checkout screens' component tests. Kept here rather than in the
 * feature's folder: every non-test file below src/features is mutated as production code.
 */

type ShopServer = ReturnType<typeof setupServer>
type Method = 'get' | 'post' | 'put' | 'delete'

export const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true })

const stamp = '2026-11-20T10:00:00.000Z'

export const HOME: Address = {
  id: 3, UserId: 1, fullName: 'Kim Berg', mobileNum: 4712345678, zipCode: '0150', streetAddress: 'Karl Johans gate 1',
  city: 'Oslo', state: '', country: 'Norway', createdAt: stamp, updatedAt: stamp
}
export const OFFICE: Address = {
  id: 5, UserId: 1, fullName: 'Sam Lee', mobileNum: 6505550100, zipCode: '94301', streetAddress: '1 Hacker Way',
  city: 'Palo Alto', state: 'CA', country: 'USA', createdAt: stamp, updatedAt: stamp
}

export const VISA: Card = { id: 7, UserId: 1, fullName: 'Kim Berg', cardNum: '************1111', expMonth: 4, expYear: 2085 }
export const MASTER: Card = { id: 8, UserId: 1, fullName: 'Sam Lee', cardNum: '************4444', expMonth: 11, expYear: 2090 }

export const DELIVERIES: DeliveryMethod[] = [
  { id: 1, name: 'One Day Delivery', price: 0.99, eta: 1, icon: 'plane' },
  { id: 2, name: 'Fast Delivery', price: 0.5, eta: 3, icon: 'truck' },
  { id: 3, name: 'Standard Delivery', price: 0, eta: 5, icon: 'leaf' },
  { id: 4, name: 'Bike Courier', price: 2.5, eta: 2, icon: 'bike' },
  { id: 5, name: 'Drone Drop', price: 4, eta: 1, icon: 'rocket' }
]

function product (id: number, name: string, price: number, deluxePrice: number, quantity: number): BasketProduct {
  return {
    id, name, description: `${name}, freshly pressed.`, price, deluxePrice, image: `${id}.jpg`, createdAt: stamp, updatedAt: stamp, deletedAt: null,
    BasketItem: { id: 100 + id, BasketId: 4, ProductId: id, quantity, createdAt: stamp, updatedAt: stamp }
  }
}

/** Apple juice 3 × 1.99 (deluxe 0.99) and lemon juice 2 × 24.99 (deluxe 9.99): 55.95 in all, 22.95 for deluxe members. */
export const BASKET_PRODUCTS: BasketProduct[] = [product(1, 'Apple Juice', 1.99, 0.99, 3), product(2, 'Lemon Juice', 24.99, 9.99, 2)]

export const PLACED_ORDER: TrackedOrder = {
  _id: 'a1', orderId: '5267-f9cd5882f54c75a3', email: '*im@sh*p.t*st', totalPrice: 51.34,
  products: [{ name: 'Apple Juice', price: 1.99, quantity: 3, total: 5.97 }, { name: 'Lemon Juice', price: 24.99, quantity: 2, total: 49.98 }],
  eta: '2', bonus: 4, delivered: false, addressId: 3, paymentId: '7', promotionalAmount: 5.6, deliveryPrice: 0.99
}

/** What a handler received, one entry per request; the body is null for requests without one. */
export interface Received { path: string, body: unknown }

async function receive (received: Received[], request: Request): Promise<void> {
  const text = await request.text()
  received.push({ path: new URL(request.url).pathname, body: text === '' ? null : JSON.parse(text) as unknown })
}

// An Error instance answers the shop's error shape with its message.
const reply = (data: unknown, status: number): Response => data instanceof Error
  ? HttpResponse.json({ error: data.message }, { status: status === 200 ? 500 : status })
  : HttpResponse.json(data as object, { status })

/**
 * Answers `method path` with `data` (status 200 unless given) and records what each request sent.
 * An Error instance as `data` answers the shop's error shape with its message.
 */
export function answer (server: ShopServer, method: Method, path: string, data: unknown, status = 200): Received[] {
  const received: Received[] = []
  server.use(http[method](shopUrl(path), async ({ request }) => {
    await receive(received, request)
    return reply(data, status)
  }))
  return received
}

/** Like answer(), but holds the answer back until the returned `release` is called, to see a screen while it waits. */
export function answerLater (server: ShopServer, method: Method, path: string, data: unknown, status = 200): { received: Received[], release: () => void } {
  const received: Received[] = []
  let release = (): void => {}
  const held = new Promise<void>(resolve => { release = resolve })
  server.use(http[method](shopUrl(path), async ({ request }) => {
    await receive(received, request)
    await held
    return reply(data, status)
  }))
  return { received, release: () => { release() } }
}

export const answerAddresses = (server: ShopServer, addresses: Address[]): Received[] => answer(server, 'get', 'api/Addresss', { status: 'success', data: addresses })
export const answerAddress = (server: ShopServer, address: Address): Received[] => answer(server, 'get', `api/Addresss/${address.id}`, { status: 'success', data: address })
export const answerCards = (server: ShopServer, cards: Card[]): Received[] => answer(server, 'get', 'api/Cards', { status: 'success', data: cards })
export const answerDeliveries = (server: ShopServer, methods: DeliveryMethod[] = DELIVERIES): Received[] => answer(server, 'get', 'api/Deliverys', { status: 'success', data: methods })
export const answerWallet = (server: ShopServer, balance: number): Received[] => answer(server, 'get', 'rest/wallet/balance', { status: 'success', data: balance })
export const answerBasket = (server: ShopServer, products: BasketProduct[] = BASKET_PRODUCTS, bid = 4): Received[] =>
  answer(server, 'get', `rest/basket/${bid}`, { status: 'success', data: { id: bid, UserId: 1, coupon: null, createdAt: stamp, updatedAt: stamp, Products: products } })

/** A logged-in customer (or another role) with basket 4, as the login leaves the browser. */
export function logIn (role = 'customer', bid: number | null = 4): void {
  logInAs({ id: 1, role, bid })
}

/** The checkout steps' choices in the session, as the earlier steps leave them. */
export function chosen (choices: Partial<Record<'addressId' | 'deliveryMethodId' | 'paymentId' | 'walletTotal' | 'itemTotal' | 'couponDiscount' | 'couponDetails', string | number>>): void {
  for (const [key, value] of Object.entries(choices)) sessionStorage.setItem(key, String(value))
}

/** A table's text, row by row and cell by cell (header included), as a reader scans it. */
export function tableText (table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr')].map(row => [...row.querySelectorAll('th, td')].map(cell => cell.textContent ?? ''))
}

/**
 * Every request's method and path, emptied before each test: for a test file to see that a screen
 * asks for nothing it should not (an unhandled request only fails the query, not the test).
 */
export function requestLog (server: ShopServer): string[] {
  const log: string[] = []
  server.events.on('request:start', ({ request }) => { log.push(`${request.method} ${new URL(request.url).pathname}`) })
  beforeEach(() => { log.length = 0 })
  return log
}
