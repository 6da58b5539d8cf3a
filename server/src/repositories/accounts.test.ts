import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../db/open.js'
import { customersDb } from '../test-support/repository-db.js'
import type { Repositories } from './index.js'

// Addresses, cards, wallets, security questions and answers, erasure requests, the support bot's
// profiles and the export's image captchas: each write read back through the repository.
// Every test builds its own database and repositories: built once for the file, the repositories'
// methods existed before any test ran, and a mutation run could not tell which test relied on which.
let db: Db, repos: Repositories, alice: number, bob: number
beforeEach(() => { ({ db, repos, alice, bob } = customersDb()) })
afterEach(() => { db.close() })

const address = { fullName: 'Alice A', mobileNum: 4912345678, zipCode: '10115', streetAddress: 'Main St 1', city: 'Berlin', state: 'BE', country: 'Germany' }

describe('addresses', () => {
  it('inserts, lists per user in id order, updates every field and removes', () => {
    const first = repos.addresses.insert(alice, address)
    const second = repos.addresses.insert(alice, { ...address, city: 'Hamburg' })
    repos.addresses.insert(bob, address)
    expect(first).toMatchObject({ ...address, UserId: alice })
    expect(repos.addresses.listForUser(alice).map(row => row.city)).toEqual(['Berlin', 'Hamburg'])
    const changed = { fullName: 'Alice B', mobileNum: 4987654321, zipCode: '20095', streetAddress: 'Side St 2', city: 'Bremen', state: 'HB', country: 'Deutschland' }
    expect(repos.addresses.update(first.id, changed)).toMatchObject({ ...changed, id: first.id, UserId: alice })
    expect(repos.addresses.findById(second.id)?.city).toBe('Hamburg')
    expect(repos.addresses.remove(first.id)).toBe(true)
    expect(repos.addresses.remove(first.id)).toBe(false)
    expect(repos.addresses.findById(first.id)).toBeUndefined()
    expect(repos.addresses.listForUser(alice).map(row => row.id)).toEqual([second.id])
  })
})

describe('cards', () => {
  it('inserts, lists per user and removes', () => {
    const card = repos.cards.insert(alice, { fullName: 'Alice A', cardNum: '4111111111111111', expMonth: 3, expYear: 2090 })
    repos.cards.insert(bob, { fullName: 'Bob', cardNum: '5500000000000004', expMonth: 12, expYear: 2091 })
    expect(repos.cards.findById(card.id)).toMatchObject({ UserId: alice, cardNum: '4111111111111111', expMonth: 3, expYear: 2090 })
    expect(repos.cards.listForUser(alice).map(row => row.id)).toEqual([card.id])
    expect(repos.cards.remove(card.id)).toBe(true)
    expect(repos.cards.remove(card.id)).toBe(false)
    expect(repos.cards.listForUser(alice)).toEqual([])
    expect(repos.cards.listForUser(bob)).toHaveLength(1)
  })
})

describe('wallets', () => {
  it('starts empty, sets a balance rounded to cents, and credits on top of it', () => {
    expect(repos.wallets.balance(alice)).toBe(0)
    repos.wallets.setBalance(alice, 10.005)
    expect(repos.wallets.balance(alice)).toBe(10.01)
    repos.wallets.credit(alice, 0.1)
    repos.wallets.credit(alice, 0.2)
    expect(repos.wallets.balance(alice)).toBe(10.31)
    repos.wallets.credit(bob, 5)
    expect(repos.wallets.balance(bob)).toBe(5)
    repos.wallets.setBalance(alice, 1)
    expect(repos.wallets.balance(alice)).toBe(1)
  })
})

describe('security questions and answers', () => {
  it('stores questions, one answer per user with alternatives, and finds the user\'s question', () => {
    repos.securityQuestions.insert({ id: 1, question: 'First pet?' })
    repos.securityQuestions.insert({ id: 2, question: 'Home town?' })
    expect(repos.securityQuestions.list()).toEqual([{ id: 1, question: 'First pet?' }, { id: 2, question: 'Home town?' }])
    expect(repos.securityQuestions.findById(2)).toEqual({ id: 2, question: 'Home town?' })
    expect(repos.securityAnswers.acceptedHashes(alice)).toEqual([])
    const answer = repos.securityAnswers.insert(alice, 2, 'hash-main')
    expect(repos.securityAnswers.findByUser(alice)).toEqual(answer)
    repos.securityAnswers.insertAlternative(alice, 'hash-alt')
    expect(repos.securityAnswers.acceptedHashes(alice)).toEqual(['hash-main', 'hash-alt'])
    expect(repos.securityQuestions.findForUser(alice)).toEqual({ id: 2, question: 'Home town?' })
    expect(repos.securityQuestions.findForUser(bob)).toBeUndefined()
    expect(() => repos.securityAnswers.insert(alice, 1, 'again')).toThrow(/UNIQUE/)
  })
})

describe('erasure requests', () => {
  it('stores who asked with the address they had', () => {
    const request = repos.erasureRequests.insert(alice, 'alice@shop.test')
    expect(request).toMatchObject({ UserId: alice, email: 'alice@shop.test' })
    expect(db.prepare('SELECT UserId, email FROM ErasureRequests').all()).toEqual([{ UserId: alice, email: 'alice@shop.test' }])
  })
})

describe('chatbot profiles', () => {
  it('saves a profile, counts coupon requests, restarts the count and removes', () => {
    expect(repos.chatbotProfiles.find(alice)).toBeUndefined()
    repos.chatbotProfiles.save(alice, 'profile-1')
    expect(repos.chatbotProfiles.countCouponRequest(alice)).toBe(1)
    expect(repos.chatbotProfiles.countCouponRequest(alice)).toBe(2)
    // Saving again replaces the profile but keeps the conversation's count.
    repos.chatbotProfiles.save(alice, 'profile-2')
    expect(repos.chatbotProfiles.find(alice)).toMatchObject({ profile: 'profile-2', couponRequests: 2 })
    repos.chatbotProfiles.startConversation(alice)
    expect(repos.chatbotProfiles.find(alice)?.couponRequests).toBe(0)
    expect(repos.chatbotProfiles.countCouponRequest(bob)).toBe(0)
    expect(repos.chatbotProfiles.remove(alice)).toBe(1)
    expect(repos.chatbotProfiles.find(alice)).toBeUndefined()
  })
})

describe('image captchas', () => {
  it('keeps only the newest captcha of a user and clears them', () => {
    repos.imageCaptchas.replace(alice, 'first')
    repos.imageCaptchas.replace(alice, 'second')
    repos.imageCaptchas.replace(bob, 'bobs')
    expect(repos.imageCaptchas.latest(alice)?.answer).toBe('second')
    expect(db.prepare('SELECT COUNT(*) AS n FROM ImageCaptchas WHERE UserId = ?').get(alice)).toEqual({ n: 1 })
    expect(repos.imageCaptchas.clear(alice)).toBe(1)
    expect(repos.imageCaptchas.latest(alice)).toBeUndefined()
    expect(repos.imageCaptchas.latest(bob)?.answer).toBe('bobs')
  })
})
