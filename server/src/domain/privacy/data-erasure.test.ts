import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { VirtualRoot } from '../../challenges/mechanisms/virtual-roots.js'
import { createTestShop } from '../../test-support/test-shop.js'
import { accountIn, paymentDetailsOf } from '../../test-support/shop-customers.js'
import { hashAnswer } from '../auth/passwords.js'
import { eraseUserData, erasureQuestion, readLayout } from './data-erasure.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const NOBODY = 987_654
const userNotFound = expect.objectContaining({ kind: 'not-found', message: 'User not found' })
const wrongAnswer = expect.objectContaining({ kind: 'unauthenticated', message: 'The answer to your security question is not correct.' })

/** A customer whose security answer (question 1) is `answer`. */
function withAnswer (answer: string) {
  const user = accountIn(shop)
  shop.repos.securityAnswers.insert(user.id, 1, hashAnswer(shop.secrets.answerKey, answer))
  return user
}

describe('erasure for an account that is gone', () => {
  it.each([
    ['the erasure question', () => erasureQuestion(shop, NOBODY)],
    ['the erasure', () => eraseUserData(shop, NOBODY, 'answer')]
  ])('%s names the missing user', (_name, request) => {
    expect(request).toThrow(userNotFound)
  })
})

describe('erasureQuestion', () => {
  it('asks the account’s own question, or an empty one when it never chose one', () => {
    const user = accountIn(shop)
    expect(erasureQuestion(shop, user.id)).toEqual({ email: user.email, question: '' })
    const answered = withAnswer('Crumble')
    expect(erasureQuestion(shop, answered.id)).toEqual({ email: answered.email, question: shop.repos.securityQuestions.findById(1)!.question })
  })
})

describe('eraseUserData', () => {
  it('refuses a wrong, a blank or any answer for an account without one, and keeps the account', () => {
    const user = withAnswer('Crumble')
    expect(() => eraseUserData(shop, user.id, 'Strudel')).toThrow(wrongAnswer)
    const blank = withAnswer('')
    expect(() => eraseUserData(shop, blank.id, '   ')).toThrow(wrongAnswer)
    const none = accountIn(shop)
    expect(() => eraseUserData(shop, none.id, 'Crumble')).toThrow(wrongAnswer)
    for (const kept of [user, blank, none]) expect(shop.repos.users.findById(kept.id)?.email).toBe(kept.email)
  })

  it('files the request and removes what the shop keeps about the user, orders aside', () => {
    const user = withAnswer('Crumble')
    const { addressId } = paymentDetailsOf(shop, user)
    shop.repos.complaints.insert(user.id, 'Soon gone', null)
    shop.repos.recycles.insert({ UserId: user.id, AddressId: addressId, quantity: 10, isPickup: false, date: null })
    shop.repos.memories.insert(user.id, 'Me', 'assets/public/images/uploads/me.png')
    shop.repos.chatbotProfiles.save(user.id, 'tier=customer;name=Me')
    shop.repos.imageCaptchas.replace(user.id, 'abcde')
    const result = eraseUserData(shop, user.id, ' CRUMBLE ')
    expect(result).toEqual({ email: user.email, requestId: expect.any(Number) })
    expect(shop.repos.complaints.listByUser(user.id)).toEqual([])
    expect(shop.repos.recycles.listByUser(user.id)).toEqual([])
    expect(shop.repos.memories.listByUser(user.id)).toEqual([])
    expect(shop.repos.chatbotProfiles.find(user.id)).toBeUndefined()
    expect(shop.repos.imageCaptchas.latest(user.id)).toBeUndefined()
    expect(shop.repos.users.findById(user.id)).toBeUndefined()
  })
})

describe('readLayout', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'layouts-'))
  afterAll(() => { fs.rmSync(root, { recursive: true, force: true }) })
  const install = new VirtualRoot(root)
  fs.mkdirSync(path.join(root, 'server', 'views'), { recursive: true })
  const own = `<main>${'v'.repeat(150)}</main>`
  const foreign = `# Notes\n${'n'.repeat(150)}`
  fs.writeFileSync(path.join(root, 'server', 'views', 'plain.hbs'), own)
  fs.writeFileSync(path.join(root, 'NOTES.md'), foreign)

  it('shows a layout of the views folder whole, as the default', () => {
    expect(readLayout(shop, install, 'plain.hbs')).toEqual({ text: own, custom: false })
  })

  it('shows a file outside the views folder as its first 100 characters, and reports where it landed', () => {
    const resolved: Array<{ purpose: string, insideIntendedFolder: boolean }> = []
    shop.events.on('file.resolved', ({ purpose, insideIntendedFolder }) => { resolved.push({ purpose, insideIntendedFolder }) })
    expect(readLayout(shop, install, '../../NOTES.md')).toEqual({ text: foreign.slice(0, 100), custom: true })
    expect(resolved).toEqual([{ purpose: 'layout', insideIntendedFolder: false }])
  })

  it('reads only the preview of a large file outside the views folder, multi-byte characters whole', () => {
    const large = path.join(root, 'bundle.js')
    fs.writeFileSync(large, `${'€'.repeat(99)}😀${'x'.repeat(4_000_000)}`)
    const read = vi.spyOn(VirtualRoot.prototype, 'read')
    try {
      expect(readLayout(shop, install, '../../bundle.js')).toEqual({ text: `${'€'.repeat(99)}\ud83d`, custom: true })
      expect(read).not.toHaveBeenCalled()
    } finally {
      read.mockRestore()
    }
  })

  it('names a missing layout, cut to 80 characters', () => {
    const name = `${'m'.repeat(80)}.hbs`
    expect(() => readLayout(shop, install, name)).toThrow(expect.objectContaining({ kind: 'not-found', message: `Layout not found: ${'m'.repeat(80)}` }))
  })
})
