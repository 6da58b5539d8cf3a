import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../db/open.js'
import { customersDb } from '../test-support/repository-db.js'
import type { Repositories } from './index.js'
import { createTableVersions } from './table-versions.js'

// Feedback, reviews, memories, complaints, recycling, captchas, challenge states, stored files and
// the table versions: each write read back through the repository. Every test builds its own
// database and repositories: built once for the file, the repositories' methods were made before
// any test ran, and a mutation run could not tell which test relied on which method.
let db: Db, repos: Repositories, alice: number, bob: number
beforeEach(() => {
  ({ db, repos, alice, bob } = customersDb())
  repos.users.updateUsername(alice, 'ally')
})
afterEach(() => { db.close() })

describe('feedbacks', () => {
  it('inserts with or without an author, lists in id order and removes', () => {
    const first = repos.feedbacks.insert(alice, 'Great', 5)
    const anonymous = repos.feedbacks.insert(null, 'Meh', 2)
    expect(repos.feedbacks.findById(first.id)).toMatchObject({ UserId: alice, comment: 'Great', rating: 5 })
    expect(anonymous.UserId).toBeNull()
    expect(repos.feedbacks.list().map(row => row.comment)).toEqual(['Great', 'Meh'])
    expect(repos.feedbacks.remove(first.id)).toBe(true)
    expect(repos.feedbacks.remove(first.id)).toBe(false)
    expect(repos.feedbacks.list().map(row => row.id)).toEqual([anonymous.id])
  })
})

describe('reviews', () => {
  it('inserts, lists per product and per author in any case, edits the message and the likes', () => {
    const review = repos.reviews.insert({ product: 1, message: 'Tasty', author: 'alice@shop.test' })
    repos.reviews.insert({ product: 2, message: 'Sour', author: 'bob@shop.test', likedBy: ['alice@shop.test'] })
    expect(review).toMatchObject({ product: 1, message: 'Tasty', author: 'alice@shop.test', likesCount: 0, likedBy: [] })
    expect(review._id).toMatch(/^[0-9a-f]{16}$/)
    expect(repos.reviews.listForProduct(2)).toEqual([expect.objectContaining({ message: 'Sour', likesCount: 1, likedBy: ['alice@shop.test'] })])
    expect(repos.reviews.listByAuthor('ALICE@shop.test').map(row => row._id)).toEqual([review._id])
    repos.reviews.updateMessage(review._id, 'Very tasty')
    repos.reviews.updateLikes(review._id, ['bob@shop.test', 'carl@shop.test'])
    expect(repos.reviews.findById(review._id)).toMatchObject({ message: 'Very tasty', likesCount: 2, likedBy: ['bob@shop.test', 'carl@shop.test'] })
    expect(repos.reviews.listAll()).toHaveLength(2)
    expect(repos.reviews.findById('missing')).toBeUndefined()
  })
})

describe('memories', () => {
  it('inserts, lists with the author, counts and removes per user', () => {
    const mine = repos.memories.insert(alice, 'Beach', 'a.jpg')
    repos.memories.insert(null, 'Seeded', 'b.jpg')
    repos.memories.insert(bob, 'Hill', 'c.jpg')
    expect(repos.memories.list()).toEqual([
      expect.objectContaining({ id: mine.id, caption: 'Beach', imagePath: 'a.jpg', User: { id: alice, username: 'ally', email: 'alice@shop.test' } }),
      expect.objectContaining({ caption: 'Seeded', User: null }),
      expect.objectContaining({ caption: 'Hill', User: { id: bob, username: '', email: 'bob@shop.test' } })
    ])
    expect(repos.memories.countByUser(alice)).toBe(1)
    expect(repos.memories.listByUser(alice).map(row => row.caption)).toEqual(['Beach'])
    expect(repos.memories.count()).toBe(3)
    expect(repos.memories.removeByUser(alice)).toBe(1)
    expect(repos.memories.count()).toBe(2)
  })
})

describe('complaints', () => {
  it('inserts with and without a file, lists and removes per user', () => {
    const complaint = repos.complaints.insert(alice, 'Late', 'complaints/1.pdf')
    repos.complaints.insert(alice, 'Cold', null)
    repos.complaints.insert(bob, 'Warm', null)
    expect(repos.complaints.findById(complaint.id)).toMatchObject({ UserId: alice, message: 'Late', file: 'complaints/1.pdf' })
    expect(repos.complaints.listByUser(alice).map(row => [row.message, row.file])).toEqual([['Late', 'complaints/1.pdf'], ['Cold', null]])
    expect(repos.complaints.removeByUser(alice)).toBe(2)
    expect(repos.complaints.listByUser(bob)).toHaveLength(1)
  })
})

describe('recycles', () => {
  it('inserts pickups and drop-offs, finds several by id and removes per user', () => {
    const pickup = repos.recycles.insert({ UserId: alice, AddressId: 3, quantity: 50, isPickup: true, date: '2030-01-02' })
    const dropOff = repos.recycles.insert({ UserId: alice, AddressId: 3, quantity: 10, isPickup: false, date: null })
    expect(pickup).toMatchObject({ UserId: alice, AddressId: 3, quantity: 50, isPickup: 1, date: '2030-01-02' })
    expect(dropOff).toMatchObject({ isPickup: 0, date: null })
    expect(repos.recycles.findByIds([dropOff.id, 999, pickup.id]).map(row => row.id)).toEqual([dropOff.id, pickup.id])
    expect(repos.recycles.listByUser(alice)).toHaveLength(2)
    expect(repos.recycles.removeByUser(alice)).toBe(2)
    expect(repos.recycles.findById(pickup.id)).toBeUndefined()
  })
})

describe('captchas', () => {
  it('hands out rising ids that are never reused, and expires unanswered captchas after an hour', () => {
    const first = repos.captchas.insert('1+1', '2')
    const second = repos.captchas.insert('2*3', '6')
    expect(second.captchaId).toBe(first.captchaId + 1)
    expect(repos.captchas.findByCaptchaId(first.captchaId)).toMatchObject({ captcha: '1+1', answer: '2' })
    db.prepare('UPDATE Captchas SET createdAt = ? WHERE captchaId = ?').run(new Date(Date.now() - 3_601_000).toISOString(), first.captchaId)
    db.prepare('UPDATE Captchas SET createdAt = ? WHERE captchaId = ?').run(new Date(Date.now() - 3_500_000).toISOString(), second.captchaId)
    const third = repos.captchas.insert('3-1', '2')
    expect(repos.captchas.findByCaptchaId(first.captchaId)).toBeUndefined()
    expect(repos.captchas.findByCaptchaId(second.captchaId)).toBeDefined()
    db.prepare('DELETE FROM Captchas').run()
    expect(repos.captchas.insert('4-1', '3').captchaId).toBe(third.captchaId + 1)
  })
})

describe('challenge states', () => {
  it('adds each challenge once, solves it once and only raises the coding status', () => {
    repos.challenges.ensure(1, 'scoreBoardChallenge')
    repos.challenges.ensure(1, 'scoreBoardChallenge')
    repos.challenges.ensure(2, 'loginAdminChallenge')
    expect(repos.challenges.list().map(row => row.key)).toEqual(['scoreBoardChallenge', 'loginAdminChallenge'])
    expect(repos.challenges.markSolved('scoreBoardChallenge')).toBe(true)
    expect(repos.challenges.markSolved('scoreBoardChallenge')).toBe(false)
    expect(repos.challenges.find('scoreBoardChallenge')).toMatchObject({ solved: 1, solvedAt: expect.any(String) })
    expect(repos.challenges.find('loginAdminChallenge')).toMatchObject({ solved: 0, solvedAt: null })
    expect(repos.challenges.raiseCodingStatus('loginAdminChallenge', 2)).toBe(true)
    expect(repos.challenges.raiseCodingStatus('loginAdminChallenge', 1)).toBe(false)
    expect(repos.challenges.raiseCodingStatus('loginAdminChallenge', 2)).toBe(false)
    expect(repos.challenges.find('loginAdminChallenge')?.codingChallengeStatus).toBe(2)
  })
})

describe('stored files', () => {
  it('records files, moves a stored-again path to its new owner and size, forgets removed ones, and sums the bytes', () => {
    repos.storedFiles.replace([{ path: 'a.png', UserId: alice, bytes: 100, purpose: 'profile' }, { path: 'b.zip', UserId: alice, bytes: 50, purpose: 'upload' }])
    repos.storedFiles.replace([{ path: 'c.jpg', UserId: bob, bytes: 7, purpose: 'memory' }])
    expect(repos.storedFiles.listByUser(alice).map(row => row.path)).toEqual(['a.png', 'b.zip'])
    expect(repos.storedFiles.bytesOfUser(alice)).toBe(150)
    expect(repos.storedFiles.bytesOfShop()).toBe(157)
    repos.storedFiles.replace([{ path: 'a.png', UserId: bob, bytes: 10, purpose: 'memory' }], ['b.zip'])
    expect(repos.storedFiles.find('a.png')).toMatchObject({ UserId: bob, bytes: 10, purpose: 'memory' })
    expect(repos.storedFiles.find('b.zip')).toBeUndefined()
    expect(repos.storedFiles.bytesOfUser(alice)).toBe(0)
    expect(repos.storedFiles.bytesOfUser(bob)).toBe(17)
  })
})

describe('table versions', () => {
  it('changes when a watched table changes, whichever statement changed it', () => {
    repos.challenges.ensure(1, 'loginAdminChallenge')
    const versions = createTableVersions(db)
    const before = versions.of(['Products'])
    const challengesBefore = versions.of(['Challenges'])
    db.prepare("INSERT INTO Products (name, description, price, deluxePrice, image, createdAt, updatedAt) VALUES ('P', '', 1, 1, '', '', '')").run()
    expect(versions.of(['Products'])).not.toBe(before)
    expect(versions.of(['Challenges'])).toBe(challengesBefore)
    repos.challenges.markSolved('loginAdminChallenge')
    expect(versions.of(['Challenges'])).not.toBe(challengesBefore)
  })
})
