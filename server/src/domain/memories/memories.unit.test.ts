import { describe, expect, it } from 'vitest'
import { repositoryDb } from '../../test-support/repository-db.js'
import { listMemories } from './memories.js'

// Without a shop: the wall is read from the memory repository on an in-memory database.
const { repos } = repositoryDb()

describe('listMemories without a shop', () => {
  it('names each picture’s author by username, by the e-mail’s local part when it has none, and keeps unowned pictures', () => {
    const named = repos.users.insert({ email: 'rita@memories.test', password: 'x', username: 'rita' }).id
    const unnamed = repos.users.insert({ email: 'olu@memories.test', password: 'x' }).id
    repos.memories.insert(named, 'Harvest', 'assets/public/images/uploads/a.png')
    repos.memories.insert(unnamed, 'Press', 'assets/public/images/uploads/b.png')
    repos.memories.insert(null, 'Seed', 'assets/public/images/uploads/c.png')
    const wall = listMemories({ repos })
    const authorOf = (caption: string) => wall.find(memory => memory.caption === caption)?.User
    expect(authorOf('Harvest')).toEqual({ id: named, username: 'rita' })
    expect(authorOf('Press')).toEqual({ id: unnamed, username: 'olu' })
    expect(authorOf('Seed')).toBeNull()
  })
})
