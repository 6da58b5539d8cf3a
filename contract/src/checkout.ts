import { z } from 'zod'

const timestamp = z.string()

/** A saved address (`/api/Addresss`). */
export const addressSchema = z.strictObject({
  id: z.number().int(),
  UserId: z.number().int(),
  fullName: z.string(),
  mobileNum: z.number().int(),
  zipCode: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp
})
export type Address = z.infer<typeof addressSchema>

/** A saved card (`/api/Cards`); the number is masked to its last four digits. */
export const cardSchema = z.strictObject({
  id: z.number().int(),
  UserId: z.number().int(),
  fullName: z.string(),
  cardNum: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int()
})
export type Card = z.infer<typeof cardSchema>

/** A delivery method (`/api/Deliverys`), priced for the caller (deluxe members see the deluxe price). */
export const deliveryMethodSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  /** Days until delivery. */
  eta: z.number(),
  icon: z.string()
})
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>

/** `GET`/`PUT /rest/wallet/balance`: the wallet's balance, a bare number in the wrapper. */
export const walletBalanceSchema = z.number()
export type WalletBalance = z.infer<typeof walletBalanceSchema>

/** One product line of an order. */
export const orderLineSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  total: z.number()
})
export type OrderLine = z.infer<typeof orderLineSchema>

/** An order of `GET /rest/order-history` (and the accounting list and delivery toggle). */
export const orderSchema = z.strictObject({
  /** The order id again, under the name the peer's clients read. */
  _id: z.string(),
  orderId: z.string(),
  email: z.string(),
  totalPrice: z.number(),
  bonus: z.number(),
  delivered: z.boolean(),
  /** Days until delivery, null when unknown. */
  eta: z.number().nullable(),
  promotionalAmount: z.number(),
  deliveryPrice: z.number(),
  createdAt: timestamp,
  products: z.array(orderLineSchema)
})
export type Order = z.infer<typeof orderSchema>

/** One product line of a tracked order: no product id, the tracking page names what was bought. */
export const trackedOrderLineSchema = orderLineSchema.omit({ id: true })
export type TrackedOrderLine = z.infer<typeof trackedOrderLineSchema>

/** An entry of `GET /rest/track-order/{id}`: the e-mail address masked, no date. */
export const trackedOrderSchema = z.strictObject({
  _id: z.string(),
  orderId: z.string(),
  email: z.string(),
  totalPrice: z.number(),
  products: z.array(trackedOrderLineSchema),
  /** Days until delivery as text, `?` when unknown. */
  eta: z.string(),
  bonus: z.number(),
  delivered: z.boolean(),
  addressId: z.number().int().nullable(),
  /** `wallet` or the card's id. */
  paymentId: z.string(),
  promotionalAmount: z.number(),
  deliveryPrice: z.number()
})
export type TrackedOrder = z.infer<typeof trackedOrderSchema>

/** `GET /rest/deluxe-membership`: what the membership costs. */
export const deluxeStatusSchema = z.strictObject({ membershipCost: z.number() })
export type DeluxeStatus = z.infer<typeof deluxeStatusSchema>

/** `POST /rest/deluxe-membership`: the upgrade's confirmation and a new token with the deluxe role. */
export const deluxeUpgradeSchema = z.strictObject({
  confirmation: z.string(),
  token: z.string()
})
export type DeluxeUpgrade = z.infer<typeof deluxeUpgradeSchema>
