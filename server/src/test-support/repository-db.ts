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

export interface CustomersDb { db: Db, repos: Repositories, alice: number, bob: number }

/**
 * A fresh empty database with every repository and two customers, for one test: call it in
 * `beforeEach` and close `db` after each test. Built once per file instead, the repositories'
 * methods would exist before any test ran, and a mutation run could not tell which test relies on
 * which method.
 */
export function customersDb (): CustomersDb {
  const db = openDatabase(':memory:')
  const repos = createRepositories(db)
  const customer = (email: string): number => repos.users.insert({ email, password: 'hash' }).id
  return { db, repos, alice: customer('alice@shop.test'), bob: customer('bob@shop.test') }
}

