import { describe, expect, it } from 'vitest'
import type { DomainEventMap } from '../../challenges/mechanisms/domain-events.js'
import { createTestShop } from '../../test-support/test-shop.js'
import { accountIn } from '../../test-support/shop-customers.js'
import { exportUserData, newImageCaptcha } from './data-export.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const sent: Array<DomainEventMap['export.sent']> = []
shop.events.on('export.sent', e => { sent.push(e) })

const wrongCaptcha = expect.objectContaining({ kind: 'unauthenticated', message: 'Wrong answer to CAPTCHA. Please try again.' })

describe('exportUserData', () => {
  it.each(['1', 'json', 'JSON'])('exports as JSON for the format "%s"', format => {
    const user = accountIn(shop)
    const result = exportUserData(shop, user.id, { format })
    expect(result.confirmation).toBe('Your data export will open in a new Browser window.')
    expect(JSON.parse(result.userData)).toEqual({ username: '', email: user.email, orders: [], reviews: [], memories: [] })
  })

  it('names a missing account', () => {
    expect(() => exportUserData(shop, 987_654, { format: 'json' })).toThrow(expect.objectContaining({ kind: 'not-found', message: 'User not found' }))
  })

  it.each(['2', 'pdf', ''])('refuses the format "%s"', format => {
    expect(() => exportUserData(shop, accountIn(shop).id, { format })).toThrow(expect.objectContaining({ kind: 'invalid', message: 'Only the JSON format is available at the moment.' }))
  })

  it('holds the caller’s orders, reviews and memories, and tells the detectors what went out', () => {
    const user = accountIn(shop)
    const order = shop.repos.orders.insert({
      UserId: user.id, email: user.email, totalPrice: 4.5, bonus: 0, deliveryPrice: 0, promotionalAmount: 0, eta: null, addressId: null, paymentId: 'wallet', coupon: null,
      products: [{ id: 1, name: 'Apple Juice', price: 1.5, quantity: 3, total: 4.5, bonus: 0 }]
    })
    shop.repos.reviews.insert({ product: 1, message: 'Tasty', author: user.email })
    shop.repos.memories.insert(user.id, 'At the beach', 'assets/public/images/uploads/beach.png')
    const data = JSON.parse(exportUserData(shop, user.id, { format: '1' }).userData)
    expect(data.orders).toEqual([{ orderId: order.orderId, totalPrice: 4.5, bonus: 0, delivered: false, createdAt: order.createdAt, products: [{ name: 'Apple Juice', price: 1.5, quantity: 3, total: 4.5 }] }])
    expect(data.reviews).toEqual([{ message: 'Tasty', author: user.email, productId: 1, likesCount: 0, likedBy: [] }])
    expect(data.memories).toEqual([{ caption: 'At the beach', imageUrl: 'assets/public/images/uploads/beach.png', createdAt: expect.any(String) }])
    expect(sent[sent.length - 1]).toEqual({ userId: user.id, captchaAnswered: false, rows: 2, orderOwners: [user.id] })
  })
})

describe('the export captcha', () => {
  it('is a picture of five characters, without look-alike ones', async () => {
    const { id } = accountIn(shop)
    // On the shop's cream background, as the export dialog shows it.
    expect((await newImageCaptcha(shop, id)).image).toMatch(/^<svg[^>]*><rect width="100%" height="100%" fill="#fff8e1"\/>/)
    expect(shop.repos.imageCaptchas.latest(id)?.answer).toMatch(/^[^0oO1lIi]{5}$/)
  })

  it('takes the right answer once, spaces aside, and tells the detectors it was answered', async () => {
    const { id } = accountIn(shop)
    await newImageCaptcha(shop, id)
    const answer = shop.repos.imageCaptchas.latest(id)!.answer
    exportUserData(shop, id, { format: '1', answer: ` ${answer} ` })
    expect(sent[sent.length - 1]).toMatchObject({ userId: id, captchaAnswered: true })
    expect(() => exportUserData(shop, id, { format: '1', answer })).toThrow(wrongCaptcha)
  })

  it('compares the answer with its letter case', () => {
    const { id } = accountIn(shop)
    shop.repos.imageCaptchas.replace(id, 'AbCdE')
    expect(() => exportUserData(shop, id, { format: '1', answer: 'abcde' })).toThrow(wrongCaptcha)
    expect(() => exportUserData(shop, id, { format: '1', answer: 'ABCDE' })).toThrow(wrongCaptcha)
    exportUserData(shop, id, { format: '1', answer: 'AbCdE' })
    expect(sent[sent.length - 1]).toMatchObject({ userId: id, captchaAnswered: true })
  })

  it('refuses an answer when no captcha was shown', () => {
    expect(() => exportUserData(shop, accountIn(shop).id, { format: '1', answer: 'abcde' })).toThrow(wrongCaptcha)
  })
})
