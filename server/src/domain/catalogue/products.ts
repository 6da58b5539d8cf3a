import { z } from 'zod'
import { InjectableSqlError, type PlantedQuery } from '../../challenges/mechanisms/sql-executor.js'
import { answerKeys, type AnswerCache } from '../../instance/answer-cache.js'
import type { Repositories } from '../../repositories/index.js'
import type { EventSink, PlantedSql, Transactions } from '../ports.js'
import { PRODUCT_COLUMNS } from '../../repositories/planted-twins.js'
import type { Product } from '@shop/contract'
import type { ProductRow } from '../../repositories/products.js'
import type { TokenUser } from '../auth/tokens.js'
import { invalid, notFound } from '../errors.js'

interface ProductRepos<K extends keyof Repositories> { repos: Pick<Repositories, K> }

const plainSort = /^([A-Za-z]+)(?: (asc|desc))?$/i

/**
 * The planted sort statement as a query. The sort lands unquoted after ORDER BY, so only a sort
 * that is one column of Products (SQLite matches identifiers case-insensitively), optionally
 * followed by one space and ASC or DESC, keeps the statement's shape; then the prepared twin
 * for that column answers on the main thread instead of a worker.
 */
export function sortQuery (shop: ProductRepos<'plantedTwins'>, sort: string, client: string): PlantedQuery {
  const [, name, direction] = plainSort.exec(sort) ?? []
  const column = PRODUCT_COLUMNS.find(known => known.toLowerCase() === name?.toLowerCase())
  const order = (direction ?? '').toUpperCase() as '' | 'ASC' | 'DESC'
  const twin = column === undefined ? undefined : () => shop.repos.plantedTwins.productsSortedBy(column, order)
  return { source: 'products-sort', inputs: [sort], client, twin }
}

/** The catalogue in the order the caller asks for (`sort` names a column; by id otherwise); `client` is who asks. */
export async function listProducts (shop: ProductRepos<'products' | 'plantedTwins'> & PlantedSql & { answers: Pick<AnswerCache, 'value'> }, sort: string | undefined, client: string): Promise<readonly Product[]> {
  // The shop's own screens never sort here, so the plain listing stays on the prepared statement
  // and only a `sort` the caller sends takes the string-built path.
  // That listing is kept in the shop's answer cache until Products changes.
  if (sort === undefined || sort.trim() === '') return shop.answers.value(answerKeys.products, ['Products'], () => shop.repos.products.list())
  const order = sort
  // Planted (productSortInjectionChallenge): the sort column goes into ORDER BY unquoted.
  const rows = await shop.injectableQuery(sortQuery(shop, order, client), `SELECT * FROM Products WHERE deletedAt IS NULL ORDER BY ${order}`)
    .catch((error: unknown) => {
      // The sort injection is blind: only the login and search errors are planted to go out in full.
      if (error instanceof InjectableSqlError) throw invalid('The products cannot be sorted by this value; name a column such as name or price')
      throw error
    })
  return rows as unknown as ProductRow[]
}

/** One product by id. */
export function productById (shop: ProductRepos<'products'>, id: number): Product {
  // Planted (secretRecipeLeakChallenge): looked up whether or not the product was withdrawn.
  const product = shop.repos.products.findByIdIncludingDeleted(id)
  if (!product) throw notFound('Product')
  return product
}

export const newProductSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name is limited to 100 characters'),
  description: z.string().trim().min(1, 'Description is required').max(2000, 'Description is limited to 2000 characters'),
  price: z.number('Price must be a number').min(0, 'Price cannot be negative').max(100_000, 'Price is too high'),
  deluxePrice: z.number('Deluxe price must be a number').min(0).max(100_000).optional(),
  image: z.string().trim().regex(/^[\w.-]{1,80}\.(svg|png|jpe?g)$/i, 'Image must be a file name in the product image folder').default('undefined.svg')
})

// Planted (productXssChallenge): every logged-in customer may add products, and the description
// is stored as written (the product dialog renders it as HTML).
// vuln-code-snippet start productXssChallenge
/** Adds a product to the catalogue with an empty stock. */
export function createProduct (shop: ProductRepos<'products' | 'quantities'> & { db: Transactions, events: EventSink }, caller: TokenUser, input: z.infer<typeof newProductSchema>): Product {
  const id = shop.db.transaction(() => {
    const productId = shop.repos.products.insert({ // vuln-code-snippet neutral-line productXssChallenge
      name: input.name,
      description: input.description, // vuln-code-snippet vuln-line productXssChallenge
      price: input.price,
      deluxePrice: input.deluxePrice ?? input.price,
      image: input.image
    })
    shop.repos.quantities.insert(productId, 0, null)
    return productId
  })()
  const product = shop.repos.products.findById(id)!
  shop.events.emit('product.created', { product, creatorId: caller.id })
  return product
}
// vuln-code-snippet end productXssChallenge

/** Stock per product, without the bookkeeping timestamps. */
export function stockQuantities (shop: ProductRepos<'quantities'>) {
  return shop.repos.quantities.list().map(({ id, ProductId, quantity, limitPerUser }) => ({ id, ProductId, quantity, limitPerUser }))
}
