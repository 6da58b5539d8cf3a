import { describe, expect, it } from 'vitest'
import type { SandboxOutcome, SandboxRequest } from '../../challenges/mechanisms/sandbox-types.js'
import { repositoryDb } from '../../test-support/repository-db.js'
import { reviewsForProductId } from './review-lookup.js'

// Without a shop: reviews on an in-memory database and a stand-in sandbox that records what it was asked to run.
const { repos } = repositoryDb()
const product = repos.products.insert({ name: 'Pulp', description: 'x', price: 1, deluxePrice: 1, image: 'x.jpg' })
const review = repos.reviews.insert({ product, message: 'Tasty', author: 'a@reviews.test' })

function sandboxAnswering (result: unknown) {
  const asked: SandboxRequest[] = []
  const evaluate = async (request: SandboxRequest): Promise<SandboxOutcome> => {
    asked.push(request)
    return { result, decoyCalls: [], interrupted: false, memoryExceeded: false }
  }
  return { shop: { repos, evaluate }, asked }
}

describe('reviewsForProductId without a shop', () => {
  it('reads a plain numeric id directly, without the sandbox', async () => {
    const { shop, asked } = sandboxAnswering([])
    expect((await reviewsForProductId(shop, String(product))).map(r => r._id)).toEqual([review._id])
    expect(asked).toEqual([])
  })

  it('writes any other id into the filter it evaluates (planted) and keeps the reviews the sandbox named', async () => {
    const { shop, asked } = sandboxAnswering([review._id])
    expect((await reviewsForProductId(shop, `${product} || true`)).map(r => r._id)).toEqual([review._id])
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({ source: 'review-filter', code: `reviews.filter(r => r.product == ${product} || true).map(r => r._id)` })
  })

  it('refuses an over-long id before evaluating, and an answer that is no list', async () => {
    const { shop, asked } = sandboxAnswering('not a list')
    await expect(reviewsForProductId(shop, 'x'.repeat(101))).rejects.toMatchObject({ kind: 'invalid' })
    expect(asked).toEqual([])
    // One character less is still evaluated.
    await expect(reviewsForProductId(shop, 'x'.repeat(100))).rejects.toMatchObject({ kind: 'invalid', message: `Invalid id: ${'x'.repeat(40)}` })
    expect(asked).toHaveLength(1)
    await expect(reviewsForProductId(shop, 'oops')).rejects.toMatchObject({ kind: 'invalid', message: 'Invalid id: oops' })
  })
})
