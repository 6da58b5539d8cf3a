import { afterEach, describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { repositoryDb } from '../../test-support/repository-db.js'
import { eventRecorder } from '../../test-support/rule-fakes.js'
import { accountIn, stockedProduct } from '../../test-support/shop-customers.js'
import type { DomainEventMap } from '../../challenges/mechanisms/domain-events.js'
import { createProduct, listProducts, newProductSchema, productById, stockQuantities } from './products.js'
import { searchProducts } from './search.js'
import { stockSyncReport } from './stock-sync.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const CLIENT = '127.0.0.1'
const ids = (rows: ReadonlyArray<{ id: number }>): number[] => rows.map(row => row.id)

// Rules that name only repositories, a transaction and the event sink run on an in-memory database.
const { db, repos } = repositoryDb()

const events: Array<[string, unknown]> = []
shop.events.on('search.performed', e => { events.push(['search.performed', e]) })
afterEach(() => { events.length = 0 })

describe('the catalogue listing', () => {
  it.each([undefined, '', '   '])('lists the products by id when the sort is %j', async sort => {
    expect(ids(await listProducts(shop, sort, CLIENT))).toEqual(ids(shop.repos.products.list()))
  })

  it('sorts by the column the caller names (planted: productSortInjectionChallenge)', async () => {
    const byPrice = (await listProducts(shop, 'price DESC, id', CLIENT)).map(p => p.price)
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a))
    expect(byPrice).toHaveLength(shop.repos.products.list().length)
  })

  it('refuses a sort longer than the contained executor takes', async () => {
    await expect(listProducts(shop, `name${' '.repeat(197)}`, CLIENT)).rejects.toThrow('Input longer than 200 characters')
  })
})

describe('a product by id', () => {
  it('is found even when withdrawn (planted: secretRecipeLeakChallenge), and an unknown id is named as such', () => {
    const withdrawn = stockedProduct(shop, 'Withdrawn recipe', 0, { deletedAt: '2024-01-01T00:00:00.000Z' })
    expect(productById(shop, withdrawn)).toMatchObject({ id: withdrawn, name: 'Withdrawn recipe' })
    expect(() => productById(shop, 999_999)).toThrow('Product not found')
  })
})

describe('new products', () => {
  const valid = { name: 'Kiwi Juice', description: 'Green', price: 2.5 }
  const problem = (input: Record<string, unknown>): string | undefined => newProductSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message

  it('take names, descriptions and prices within their bounds, and a product image name', () => {
    expect(newProductSchema.parse({ ...valid, name: ` ${'n'.repeat(100)} `, description: 'd'.repeat(2000), price: 100_000, image: 'Kiwi-2.JPEG' }))
      .toEqual({ name: 'n'.repeat(100), description: 'd'.repeat(2000), price: 100_000, image: 'Kiwi-2.JPEG' })
    expect(newProductSchema.parse({ ...valid, price: 0, deluxePrice: 0 })).toEqual({ ...valid, price: 0, deluxePrice: 0, image: 'undefined.svg' })
    expect(problem({ image: `${'i'.repeat(80)}.png` })).toBeUndefined()
  })

  // Pasted values often carry spaces around them; they are stored without, the file name included.
  it('trim the description and the image name, and take both spellings of JPEG', () => {
    const parsed = (input: Record<string, unknown>): unknown => newProductSchema.parse({ ...valid, ...input })
    expect(parsed({ description: '  Green \n', image: ' kiwi.png ' })).toMatchObject({ description: 'Green', image: 'kiwi.png' })
    expect(parsed({ image: 'kiwi.jpg' })).toMatchObject({ image: 'kiwi.jpg' })
    expect(problem({ description: ' \t ' })).toBe('Description is required')
  })

  it.each([
    [{ name: '  ' }, 'Name is required'],
    [{ name: 'n'.repeat(101) }, 'Name is limited to 100 characters'],
    [{ description: '' }, 'Description is required'],
    [{ description: 'd'.repeat(2001) }, 'Description is limited to 2000 characters'],
    [{ price: 'cheap' }, 'Price must be a number'],
    [{ price: -0.01 }, 'Price cannot be negative'],
    [{ price: 100_000.01 }, 'Price is too high'],
    [{ deluxePrice: 'cheap' }, 'Deluxe price must be a number'],
    [{ image: '../keys/jwt.png' }, 'Image must be a file name in the product image folder'],
    [{ image: 'kiwi.gif' }, 'Image must be a file name in the product image folder'],
    [{ image: 'kiwi.png.exe' }, 'Image must be a file name in the product image folder'],
    [{ image: `${'i'.repeat(81)}.png` }, 'Image must be a file name in the product image folder']
  ])('refuse %j: %s', (input, message) => {
    expect(problem(input)).toBe(message)
  })

  it.each([{ deluxePrice: -1 }, { deluxePrice: 100_001 }])('refuse the deluxe price of %j', input => {
    expect(problem(input)).toBeDefined()
  })

  it('are stored with the description as written (planted: productXssChallenge), an empty stock, and announced', () => {
    const deps = { db, repos, events: eventRecorder() }
    const caller = accountIn(deps)
    const product = createProduct(deps, caller, { name: 'Kiwi Juice', description: '<iframe src="javascript:alert(1)">', price: 2.5, image: 'kiwi.png' })
    expect(product).toMatchObject({ name: 'Kiwi Juice', description: '<iframe src="javascript:alert(1)">', price: 2.5, deluxePrice: 2.5, image: 'kiwi.png', deletedAt: null })
    expect(repos.quantities.findByProduct(product.id)).toMatchObject({ quantity: 0, limitPerUser: null })
    expect(createProduct(deps, caller, { name: 'Cheap Kiwi', description: 'x', price: 2.5, deluxePrice: 1.5, image: 'kiwi.png' }).deluxePrice).toBe(1.5)
    expect(deps.events.emitted[0]).toEqual({ event: 'product.created', payload: { product, creatorId: caller.id } })
  })
})

describe('stock', () => {
  it('is shown per product without bookkeeping timestamps', () => {
    stockedProduct({ repos }, 'Listed juice', 3)
    const rows = stockQuantities({ repos })
    const row = repos.quantities.list()[0]
    expect(rows[0]).toEqual({ id: row.id, ProductId: row.ProductId, quantity: row.quantity, limitPerUser: row.limitPerUser })
  })

  it('is summed up for the warehouse, counting no negative stock and listing what is sold out', () => {
    const warehouse = { id: 'team-7', repos }
    const before = stockSyncReport(warehouse)
    const empty = stockedProduct(warehouse, 'Empty juice', 0)
    const owed = stockedProduct(warehouse, 'Owed juice', -4)
    stockedProduct(warehouse, 'Full juice', 7)
    const after = stockSyncReport(warehouse)
    expect(after).toEqual({ status: 'ok', instance: 'team-7', products: before.products + 3, unitsInStock: before.unitsInStock + 7, soldOut: [...before.soldOut, empty, owed] })
  })
})

describe('product search', () => {
  it('finds products by name or description in any case, leaves withdrawn ones out, orders by name and is recorded', async () => {
    stockedProduct(shop, 'Zesty Searchfruit', 1)
    stockedProduct(shop, 'Able Juice', 1, { description: 'with SEARCHFRUIT pulp' })
    stockedProduct(shop, 'Gone Searchfruit', 1, { deletedAt: '2024-01-01T00:00:00.000Z' })
    expect((await searchProducts(shop, 'searchfruit', CLIENT)).map(p => p.name)).toEqual(['Able Juice', 'Zesty Searchfruit'])
    expect(events).toEqual([['search.performed', { query: 'searchfruit' }]])
  })

  it('lists the whole catalogue for an empty query, and refuses a query over 200 characters', async () => {
    expect(await searchProducts(shop, '', CLIENT)).toHaveLength(shop.repos.products.list().length)
    await expect(searchProducts(shop, 'x'.repeat(201), CLIENT)).rejects.toThrow('Input longer than 200 characters')
  })
})
