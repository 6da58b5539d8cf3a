import { expect } from 'vitest'

/** A product as the catalogue endpoints return it. */
export const productShape = {
  id: expect.any(Number),
  name: expect.any(String),
  description: expect.any(String),
  price: expect.any(Number),
  deluxePrice: expect.any(Number),
  image: expect.any(String),
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
  deletedAt: null
}
