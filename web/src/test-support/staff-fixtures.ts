import type { Feedback, Order, Product, StockRow } from '@shop/contract'
import type { RegisteredUser } from '@/features/staff/api/get-authentication-details'

/*
 * Rows of the staff screens with every field the contract requires; tests override only what they
 * are about.
 */

export function userRow (id: number, over: Partial<RegisteredUser> = {}): RegisteredUser {
  return {
    id, username: '', email: `user${id}@shop.test`, role: 'customer', deluxeToken: '', lastLoginIp: '', lastLoginTime: null,
    profileImage: '', isActive: 1, isOAuth: 0, createdAt: '2024-01-02T10:00:00.000Z', updatedAt: '2024-01-03T11:00:00.000Z',
    deletedAt: null, totpEnabled: false, ...over
  }
}

export function feedbackRow (id: number, over: Partial<Feedback> = {}): Feedback {
  return { id, UserId: id, comment: `Comment number ${id}`, rating: 3, createdAt: '2024-01-02T10:00:00.000Z', updatedAt: '2024-01-02T10:00:00.000Z', ...over }
}

export function productRow (id: number, over: Partial<Product> = {}): Product {
  return {
    id, name: `Juice ${id}`, description: 'Fresh', price: 1.99, deluxePrice: 1.49, image: 'juice.jpg',
    createdAt: '2024-01-02T10:00:00.000Z', updatedAt: '2024-01-02T10:00:00.000Z', deletedAt: null, ...over
  }
}

export function stockRow (id: number, productId: number, quantity: number): StockRow {
  return { id, ProductId: productId, quantity, limitPerUser: null }
}

export function orderRow (orderId: string, over: Partial<Order> = {}): Order {
  return {
    _id: orderId, orderId, email: 'kim@shop.test', totalPrice: 8.96, bonus: 0, delivered: false, eta: 3, promotionalAmount: 0,
    deliveryPrice: 0.99, createdAt: '2024-01-02T10:00:00.000Z', products: [], ...over
  }
}

/** The shop's list answer, `{ status, data }`. */
export const listOf = <T>(data: T[]): { status: string, data: T[] } => ({ status: 'success', data })
