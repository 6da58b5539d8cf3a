import { describe, expect, it } from 'vitest'
import { familyHarness } from '../../test-support/family-harness.js'
import { catalogueInjectionFamily } from './catalogue-injection.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { catalogueExploits } from '../../test-support/exploits/catalogue.js'

const t = createExploitShop()
const search = async (q: string) => await t.api.get('/rest/products/search').query({ q })
// Nine columns, like Products: id, name, description, price, deluxePrice, image, createdAt, updatedAt, deletedAt.
const union = (select: string) => `xyz')) UNION SELECT ${select}--`

describe('searchSchemaDumpChallenge', () => {
  it('is solved when a search answer carries the CREATE TABLE text of Users', async () => {
    await catalogueExploits.searchSchemaDumpChallenge(t)
    expect(await t.solved('searchSchemaDumpChallenge')).toBe(true)
  })
})

describe('searchUnionUsersChallenge', () => {
  it('is not solved by a UNION that returns only some users', async () => {
    const res = await search(union("id, email, password, 0, 0, '', '', '', NULL FROM Users WHERE id < 3"))
    expect(res.status).toBe(200)
    expect(await t.solved('searchUnionUsersChallenge')).toBe(false)
  })

  it('is solved by a UNION that returns every e-mail with its password hash', async () => {
    await catalogueExploits.searchUnionUsersChallenge(t)
    expect(await t.solved('searchUnionUsersChallenge')).toBe(true)
    const res = await search(union("id, email, password, 0, 0, '', '', '', NULL FROM Users"))
    expect(res.body.data.some((row: { name: string, description: string }) => row.name === t.email('admin') && row.description === '3fc0a7acf087f549ac2b266baf94b8b1')).toBe(true)
  })
})

describe('productSortInjectionChallenge', () => {
  it('sorts normally by a column name, and 400s a repeated sort', async () => {
    const res = await t.api.get('/api/Products/').query({ sort: 'price' })
    const prices = (res.body.data as Array<{ price: number }>).map(p => p.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect((await t.api.get('/api/Products/?sort=a&sort=b')).status).toBe(400)
    expect(await t.solved('productSortInjectionChallenge')).toBe(false)
  })

  it('is solved by a sub-select in the ORDER BY clause', async () => {
    await catalogueExploits.productSortInjectionChallenge(t)
    expect(await t.solved('productSortInjectionChallenge')).toBe(true)
  })
})

describe('productXssChallenge', () => {
  it('needs a login to add a product, and refuses bad input', async () => {
    expect((await t.api.post('/api/Products').send({ name: 'x', description: 'y', price: 1 })).status).toBe(401)
    const { token } = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    for (const body of [{}, { name: '', description: 'y', price: 1 }, { name: 'x', description: 'y', price: -1 }, { name: 'x', description: 'y', price: '1' }, { name: 'x'.repeat(101), description: 'y', price: 1 }, { name: 'x', description: 'y', price: 1, image: '../../etc/passwd' }]) {
      expect((await t.api.post('/api/Products').set('Authorization', `Bearer ${token}`).send(body)).status, JSON.stringify(body)).toBe(400)
    }
    const plain = await t.api.post('/api/Products').set('Authorization', `Bearer ${token}`).send({ name: 'Plain Water', description: '<p>Just water.</p>', price: 0.5 })
    expect(plain.status).toBe(201)
    expect(await t.solved('productXssChallenge')).toBe(false)
  })

  it('is solved when a customer creates a product whose description runs script', async () => {
    await catalogueExploits.productXssChallenge(t)
    expect(await t.solved('productXssChallenge')).toBe(true)
  })
})

describe('catalogue-injection query rules', () => {
  const accounts = [{ email: 'a@juice.test', password: 'hash-a' }, { email: 'b@juice.test', password: 'hash-b' }]
  const schema = 'CREATE TABLE `Users` (`id` INTEGER PRIMARY KEY)'
  const searched = (rows: Array<Record<string, unknown>>, credentials = accounts): string[] => {
    const h = familyHarness(catalogueInjectionFamily, { credentials })
    h.query({ source: 'search', statement: 'SELECT ...', rows })
    return h.solved
  }

  it('solves nothing for an ordinary search answer', () => {
    expect(searched([{ id: 1, name: 'Apple Juice', description: 'Fresh', price: 1.99 }])).toEqual([])
  })

  it('needs the Users schema as text in a cell, not as a blob the page cannot show', () => {
    expect(searched([{ id: 1, name: schema }])).toEqual(['searchSchemaDumpChallenge'])
    expect(searched([{ id: 1, name: Buffer.from(schema) }])).toEqual([])
  })

  it('needs every account\'s e-mail in the same row as its own hash', () => {
    const pairs = accounts.map(({ email, password }) => ({ name: email, description: password }))
    expect(searched(pairs)).toEqual(['searchUnionUsersChallenge'])
    expect(searched(pairs.slice(1))).toEqual([])
    const apart = accounts.flatMap(({ email, password }) => [{ name: email, description: '' }, { name: '', description: password }])
    expect(searched(apart)).toEqual([])
    expect(searched([{ name: accounts[0].email, description: accounts[1].password }, { name: accounts[1].email, description: accounts[0].password }])).toEqual([])
  })

  it('has nothing to dump in a shop without accounts', () => {
    expect(searched([{ name: 'x', description: 'y' }], [])).toEqual([])
  })

  it('counts a select after ORDER BY only in the catalogue\'s sort query', () => {
    const sorted = (source: string, statement: string): string[] => {
      const h = familyHarness(catalogueInjectionFamily, { credentials: accounts })
      h.query({ source, statement, rows: [] })
      return h.solved
    }
    const injected = 'SELECT * FROM Products ORDER BY (SELECT 1 FROM Users)'
    expect(sorted('products-sort', injected)).toEqual(['productSortInjectionChallenge'])
    expect(sorted('search', injected)).toEqual([])
    expect(sorted('products-sort', 'SELECT * FROM Products ORDER BY price')).toEqual([])
  })

  it('stops reading the accounts once the union dump is solved', () => {
    let reads = 0
    const options = { get credentials () { reads++; return accounts } }
    const h = familyHarness(catalogueInjectionFamily, options)
    const query = { source: 'search', statement: 'SELECT ...', rows: accounts.map(({ email, password }) => ({ name: email, description: password })) }
    h.query(query)
    expect(h.solved).toEqual(['searchUnionUsersChallenge'])
    const afterFirst = reads
    h.query(query)
    expect(reads).toBe(afterFirst)
  })
})
