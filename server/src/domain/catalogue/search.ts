import { ROW_LIMIT, staysInsideStringLiteral, type PlantedQuery } from '../../challenges/mechanisms/sql-executor.js'
import { answerKeys, type AnswerCache } from '../../instance/answer-cache.js'
import type { Repositories } from '../../repositories/index.js'
import type { EventSink, PlantedSql } from '../ports.js'
import type { Product } from '@shop/contract'

/**
 * Longest search text the main thread matches itself. LIKE compares the text at every position of
 * every name and description, so its cost grows with the text's length; longer searches are rare
 * and go to a worker, which bounds them in time.
 */
export const PLAIN_SEARCH_LENGTH = 50

/** Honest searches are answered from the shop's answer cache by the prepared twin. */
interface CachedSearch { repos: Pick<Repositories, 'plantedTwins'>, answers: Pick<AnswerCache, 'value'> }

/**
 * The planted search statement as a query. The text lands inside two '…' literals as a LIKE
 * pattern; text that stays inside them cannot change the statement's shape, and without `%` or
 * `_` of its own (which make LIKE backtrack) and within PLAIN_SEARCH_LENGTH it is also cheap, so
 * then the prepared twin answers on the main thread instead of a worker. Its rows (as many as the
 * executor would take) are kept in the shop's answer cache until Products changes; the executor
 * still runs over them, so limits, detectors and the search event see every search.
 */
export function searchQuery (shop: CachedSearch, query: string, client: string): PlantedQuery {
  const plain = staysInsideStringLiteral(query) && !/[%_]/.test(query) && query.length <= PLAIN_SEARCH_LENGTH
  return { source: 'search', inputs: [query], client, twin: plain ? () => cachedSearch(shop, query) : undefined }
}

function cachedSearch (shop: CachedSearch, query: string): Iterable<Record<string, unknown>> {
  return shop.answers.value(answerKeys.search(query), ['Products'], () => {
    const rows: Array<Record<string, unknown>> = []
    for (const row of shop.repos.plantedTwins.search(query)) {
      rows.push(row)
      if (rows.length >= ROW_LIMIT) break
    }
    return rows
  })
}

/** Product search by name and description; an empty query lists the whole catalogue. `client` is who asks. */
export async function searchProducts (shop: CachedSearch & PlantedSql & { events: EventSink }, query: string, client: string): Promise<Product[]> {
  // Planted: the query is pasted into the statement (search injections; verbose errors on failure).
  // The executor bounds it (200 characters, row cap) and answers longer input with 400.
  // vuln-code-snippet start searchUnionUsersChallenge
  const rows = await shop.injectableQuery(searchQuery(shop, query, client), // vuln-code-snippet neutral-line searchUnionUsersChallenge
    `SELECT * FROM Products WHERE ((name LIKE '%${query}%' OR description LIKE '%${query}%') AND deletedAt IS NULL) ORDER BY name`) // vuln-code-snippet vuln-line searchUnionUsersChallenge
  // vuln-code-snippet end searchUnionUsersChallenge
  // Recorded only after the query ran, so the XSS claim check knows the shop really served this search.
  shop.events.emit('search.performed', { query })
  return rows as unknown as Product[]
}
