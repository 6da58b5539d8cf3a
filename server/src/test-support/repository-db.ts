import { afterAll } from 'vitest'
import { openDatabase, type Db } from '../db/open.js'
import { createRepositories, type Repositories } from '../repositories/index.js'

export interface RepositoryDb { db: Db, repos: Repositories, addUser: (email: string) => number }

/**
 * An empty shop database in memory with the real schema and every repository bound to it, closed
 * after the test file. Repository tests write through a method and read back through another
 * method or plain SQL, without building a shop.
 */
export function repositoryDb (): RepositoryDb {
  const db = openDatabase(':memory:')
  const repos = createRepositories(db)
  afterAll(() => { db.close() })
  return { db, repos, addUser: email => repos.users.insert({ email, password: 'hash' }).id }
}
