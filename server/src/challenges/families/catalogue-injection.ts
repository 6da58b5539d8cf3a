import type { ChallengeFamily } from '../detectors.js'
import type { ExecutedQuery } from '../mechanisms/sql-executor.js'
import { hasActiveMarkup } from '../active-markup.js'

const USERS_SCHEMA = /CREATE TABLE (?:IF NOT EXISTS )?["`[]?Users\b/i
const ORDER_BY = /\border\s+by\b/i
const SELECT = /\bselect\b/gi

/** `ORDER BY` followed somewhere by `SELECT`, found in one pass (a single pattern retries from every `ORDER BY`). */
function selectsAfterOrderBy (statement: string): boolean {
  const orderBy = ORDER_BY.exec(statement)
  if (orderBy === null) return false
  const select = new RegExp(SELECT)
  select.lastIndex = orderBy.index + orderBy[0].length
  return select.test(statement)
}

const cellsOf = (row: Record<string, unknown>): Set<string> =>
  new Set(Object.values(row).filter((value): value is string => typeof value === 'string'))

/** True when one answer carries every account's e-mail next to its password hash. */
function dumpsEveryUser (query: ExecutedQuery, users: ReadonlyArray<{ email: string, password: string }>): boolean {
  const rows = query.rows.map(cellsOf)
  return users.length > 0 && users.every(user => rows.some(cells => cells.has(user.email) && cells.has(user.password)))
}

/** Injections into the catalogue's string-built SQL, and products created with script in them. */
export const catalogueInjectionFamily: ChallengeFamily = {
  name: 'catalogue-injection',
  register (hooks) {
    hooks.onQuery(query => {
      if (query.source === 'search') {
        if (query.rows.some(row => [...cellsOf(row)].some(cell => USERS_SCHEMA.test(cell)))) hooks.solve('searchSchemaDumpChallenge')
        if (!hooks.isSolved('searchUnionUsersChallenge') && dumpsEveryUser(query, hooks.userCredentials())) hooks.solve('searchUnionUsersChallenge')
      }
      if (query.source === 'products-sort' && selectsAfterOrderBy(query.statement)) hooks.solve('productSortInjectionChallenge')
    })
    hooks.on('product.created', ({ product }) => {
      if (hasActiveMarkup(product.description)) hooks.solve('productXssChallenge')
    })
  }
}
