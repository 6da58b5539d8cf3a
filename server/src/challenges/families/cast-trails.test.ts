import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'

const t = createTestShop()
const reset = async (local: string, answer: string) =>
  await t.api.post('/rest/user/reset-password').send({ email: t.email(local), answer, new: 'Brand-New-7', repeat: 'Brand-New-7' })

describe('stickyNotePasswordChallenge', () => {
  it('is solved by logging in as Lena with the password on her fridge', async () => {
    expect((await t.api.post('/rest/user/login').send({ email: t.email('lena.fischer'), password: 'Mango&Me2022' })).status).toBe(401)
    expect(await t.solved('stickyNotePasswordChallenge')).toBe(false)
    await t.login(t.email('lena.fischer'), 'Mango&Me2023')
    expect(await t.solved('stickyNotePasswordChallenge')).toBe(true)
  })
})

describe('passwordRecipeChallenge', () => {
  it('is solved by logging in as Tomasz with the password his review describes', async () => {
    const review = (await t.api.get('/rest/products/1/reviews')).body.data.find((r: { author: string }) => r.author === t.email('tomasz.nowak'))
    expect(review.message).toMatch(/password/)
    await t.login(t.email('tomasz.nowak'), 'BloodOrangeBlast2016!')
    expect(await t.solved('passwordRecipeChallenge')).toBe(true)
  })
})

describe('photoMetadataResetChallenge', () => {
  it('is solved by resetting Amara\'s password with the town her photo was taken in', async () => {
    expect((await reset('amara.okafor', 'Dar es Salaam')).status).toBe(400)
    expect(await t.solved('photoMetadataResetChallenge')).toBe(false)
    expect((await reset('amara.okafor', 'Stone Town')).status).toBe(200)
    expect(await t.solved('photoMetadataResetChallenge')).toBe(true)
  })
})

describe('photoDetailResetChallenge', () => {
  it('is solved by resetting Henrik\'s password with the name on his mug', async () => {
    expect((await reset('henrik.dahl', 'Fjord Freight')).status).toBe(200)
    expect(await t.solved('photoDetailResetChallenge')).toBe(true)
    await t.login(t.email('henrik.dahl'), 'Brand-New-7')
  })
})
