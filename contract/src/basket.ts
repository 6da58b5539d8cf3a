import { z } from 'zod'
import { productSchema } from './catalogue.js'

const timestamp = z.string()

/** A line of a basket (`/api/BasketItems`, and inside each product of `GET /rest/basket/{id}`). */
export const basketItemSchema = z.strictObject({
  id: z.number().int(),
  BasketId: z.number().int(),
  ProductId: z.number().int(),
  quantity: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp
})
export type BasketItem = z.infer<typeof basketItemSchema>

/** A product in a basket: the whole product with its basket line. */
export const basketProductSchema = z.strictObject({
  ...productSchema.shape,
  BasketItem: basketItemSchema
})
export type BasketProduct = z.infer<typeof basketProductSchema>

/** `GET /rest/basket/{id}`. */
export const basketSchema = z.strictObject({
  id: z.number().int(),
  /** Null for a basket the planted login injection made up. */
  UserId: z.number().int().nullable(),
  coupon: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  Products: z.array(basketProductSchema)
})
export type Basket = z.infer<typeof basketSchema>

/** `PUT /rest/basket/{id}/coupon/{code}`: the coupon's discount in percent. */
export const couponDiscountSchema = z.strictObject({ discount: z.number() })
export type CouponDiscount = z.infer<typeof couponDiscountSchema>

/** `POST /rest/basket/{id}/checkout`: the new order's id. */
export const orderConfirmationSchema = z.strictObject({ orderConfirmation: z.string() })
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>
