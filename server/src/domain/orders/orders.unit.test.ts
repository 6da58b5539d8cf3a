import { describe, expect, it } from 'vitest'
import type { PlantedQuery } from '../../challenges/mechanisms/sql-executor.js'
import { repositoryDb } from '../../test-support/repository-db.js'
import { accountIn } from '../../test-support/shop-customers.js'
import { recordingEvents } from '../../test-support/recording-events.js'
import { tokenUser } from '../auth/tokens.js'
import { orderHistory } from './orders.js'

// Without a shop: the planted statement goes to a stand-in for the contained SQL runner, which records it.
const { repos } = repositoryDb()

function parts () {
  const { events, emitted } = recordingEvents()
  const ran: Array<{ query: PlantedQuery, statement: string }> = []
  const injectableQuery = async (query: PlantedQuery, statement: string) => { ran.push({ query, statement }); return [] }
  return { shop: { repos, events, injectableQuery }, emitted, ran }
}

describe('orderHistory without a shop', () => {
  it('pastes the stored e-mail into the planted statement and answers from its twin when the address stays inside the quotes', async () => {
    const { shop, emitted, ran } = parts()
    const caller = accountIn({ repos })
    expect(await orderHistory(shop, caller, '10.0.0.2')).toEqual([])
    expect(ran).toHaveLength(1)
    expect(ran[0]!.statement).toBe(`SELECT * FROM Orders WHERE email = '${caller.email}' ORDER BY seq DESC`)
    expect(ran[0]!.query).toMatchObject({ source: 'order-history', inputs: [], client: '10.0.0.2' })
    expect(ran[0]!.query.twin).toBeTypeOf('function')
    expect(emitted).toEqual([['orders.listed', { callerId: caller.id, ownerIds: [] }]])
  })

  it('runs an address that leaves the quotes without a twin, and refuses a caller whose account is gone', async () => {
    const { shop, ran } = parts()
    const caller = tokenUser(repos.users.insert({ email: "x' OR 1=1--@orders.test", password: 'x' }))
    await orderHistory(shop, caller, 'c')
    expect(ran[0]!.statement).toContain("email = 'x' OR 1=1--@orders.test'")
    expect(ran[0]!.query.twin).toBeUndefined()
    await expect(orderHistory(shop, { ...caller, id: 999_999 }, 'c')).rejects.toMatchObject({ kind: 'not-found' })
  })
})
