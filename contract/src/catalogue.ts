import { z } from 'zod'

const timestamp = z.string()

/** A product as the catalogue calls (`/rest/products/search`, `/api/Products`) send it. */
export const productSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /** Shop-authored HTML. */
  description: z.string(),
  price: z.number(),
  deluxePrice: z.number(),
  image: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Set on withdrawn products, which only `GET /api/Products/{id}` still shows. */
  deletedAt: timestamp.nullable()
})
export type Product = z.infer<typeof productSchema>

/** A review of `GET /rest/products/{id}/reviews`. */
export const reviewSchema = z.strictObject({
  _id: z.string(),
  product: z.number().int(),
  message: z.string(),
  /** The author's e-mail address. */
  author: z.string(),
  likesCount: z.number().int(),
  /** E-mail addresses of the customers who liked it. */
  likedBy: z.array(z.string())
})
export type Review = z.infer<typeof reviewSchema>

/** A stock row of `GET /api/Quantitys` (and `PUT /api/Quantitys/{id}`), for accounting. */
export const stockRowSchema = z.strictObject({
  id: z.number().int(),
  ProductId: z.number().int(),
  quantity: z.number().int(),
  /** How many one customer may buy; null for no limit. */
  limitPerUser: z.number().int().nullable()
})
export type StockRow = z.infer<typeof stockRowSchema>

/** `GET /rest/token-sale/teaser`: what the (unlinked) token-sale page announces. */
export const tokenSaleTeaserSchema = z.strictObject({
  /** `application.altcoinName`, or the built-in coin. */
  coin: z.string(),
  symbol: z.string(),
  /** A calendar date, `YYYY-MM-DD`. */
  presaleEnds: z.string(),
  bonusPercent: z.number(),
  /** The white paper's path, relative to the shop. */
  whitepaper: z.string()
})
export type TokenSaleTeaser = z.infer<typeof tokenSaleTeaserSchema>
