import { describe, expect, it } from 'vitest'
import { communityExploits } from '../../test-support/exploits/community.js'
import { reviewExploits } from '../../test-support/exploits/community-reviews.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()
const reset = async (local: string, answer: string) =>
  await t.api.post('/rest/user/reset-password').send({ email: t.email(local), answer, new: 'Brand-New-7', repeat: 'Brand-New-7' })

describe('stickyNotePasswordChallenge', () => {
  it('is solved by logging in as Lena with the password on her fridge', async () => {
    expect((await t.api.post('/rest/user/login').send({ email: t.email('lena.fischer'), password: 'Mango&Me2022' })).status).toBe(401)
    expect(await t.solved('stickyNotePasswordChallenge')).toBe(false)
    await communityExploits.stickyNotePasswordChallenge(t)
    expect(await t.solved('stickyNotePasswordChallenge')).toBe(true)
  })
})

describe('passwordRecipeChallenge', () => {
  it('is solved by logging in as Tomasz with the password his review describes', async () => {
    expect((await t.api.post('/rest/user/login').send({ email: t.email('tomasz.nowak'), password: 'BloodOrangeBlast2024!' })).status).toBe(401)
    expect(await t.solved('passwordRecipeChallenge')).toBe(false)
    await reviewExploits.passwordRecipeChallenge(t)
    expect(await t.solved('passwordRecipeChallenge')).toBe(true)
  })
})

describe('photoMetadataResetChallenge', () => {
  it('is solved by resetting Amara\'s password with the town her photo was taken in', async () => {
    expect((await reset('amara.okafor', 'Dar es Salaam')).status).toBe(400)
    expect(await t.solved('photoMetadataResetChallenge')).toBe(false)
    await communityExploits.photoMetadataResetChallenge(t)
    expect(await t.solved('photoMetadataResetChallenge')).toBe(true)
  })
})

describe('photoDetailResetChallenge', () => {
  it('is solved by resetting Henrik\'s password with the name on his mug, which leaves him his seeded password', async () => {
    expect((await reset('henrik.dahl', 'Fjord Fright')).status).toBe(400)
    expect(await t.solved('photoDetailResetChallenge')).toBe(false)
    await communityExploits.photoDetailResetChallenge(t)
    expect(await t.solved('photoDetailResetChallenge')).toBe(true)
    await t.login(t.email('henrik.dahl'), 'Fjell&Fjord-Morning-33')
  })
})

describe('resetPasswordPetChallenge', () => {
  it("reads the pet's name in Oskar's reviews and answers his question with it", async () => {
    const reviews = (await t.api.get('/rest/products/3/reviews')).body.data as Array<{ author: string, message: string }>
    const review = reviews.find(r => /my dog (\w+)/.test(r.message))!
    const pet = /my dog (\w+)/.exec(review.message)![1]
    const question = (await t.api.get('/rest/user/security-question').query({ email: review.author })).body.question.question as string
    expect(question).toMatch(/pet/i)
    const res = await t.api.post('/rest/user/reset-password').send({ email: review.author, answer: pet, new: 'Woof-Woof-1', repeat: 'Woof-Woof-1' })
    expect(res.status).toBe(200)
    expect(await t.solved('resetPasswordPetChallenge')).toBe(true)
  })
})

describe('resetPasswordMaidenNameChallenge', () => {
  it("completes the masked address from the About page and answers with the family name from Mateo's photo", async () => {
    const masked = ((await t.api.get('/api/Feedbacks')).body.data as Array<{ comment: string }>)
      .map(f => /\*+([\w.]*eo\.rossi)@/.exec(f.comment)?.[1]).find(Boolean)
    expect(masked).toBeDefined()
    const email = t.email('mateo.rossi')
    expect(email.endsWith(`${masked}@${email.split('@')[1]}`)).toBe(true)
    const caption = ((await t.api.get('/rest/memories')).body.data as Array<{ caption: string }>).find(m => /generations/.test(m.caption))!.caption
    const family = /of (\w+) women/.exec(caption)![1]
    const question = (await t.api.get('/rest/user/security-question').query({ email })).body.question.question as string
    expect(question).toMatch(/maiden/i)
    expect((await t.api.post('/rest/user/reset-password').send({ email, answer: family, new: 'Nonna-90-Party', repeat: 'Nonna-90-Party' })).status).toBe(200)
    expect(await t.solved('resetPasswordMaidenNameChallenge')).toBe(true)
  })
})

describe('resetBruteForceChallenge', () => {
  const attempt = (answer: string, forwardedFor?: string) => {
    const req = t.api.post('/rest/user/reset-password')
    if (forwardedFor) void req.set('X-Forwarded-For', forwardedFor)
    return req.send({ email: t.email('ingrid.berg'), answer, new: 'Guessed-It-4', repeat: 'Guessed-It-4' })
  }

  it('is stopped after ten wrong answers from one client', async () => {
    const statuses: number[] = []
    for (let n = 0; n < 11; n++) statuses.push((await attempt(String(n).padStart(4, '0'))).status)
    expect(statuses.slice(0, 10).every(s => s === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
    expect(await t.solved('resetBruteForceChallenge')).toBe(false)
  })

  it('guesses on with a new X-Forwarded-For every ten tries until the answer fits', async () => {
    // A player walks all 10 000 numbers; the test starts near the answer to keep the suite fast.
    let solvedWith: string | undefined
    for (let n = 7250; n < 7400 && solvedWith === undefined; n++) {
      const answer = String(n).padStart(4, '0')
      const res = await attempt(answer, `10.9.${Math.floor(n / 10) % 256}.${n % 256}`)
      expect(res.status, answer).not.toBe(429)
      if (res.status === 200) solvedWith = answer
    }
    expect(solvedWith).toBe('7316')
    expect(await t.solved('resetBruteForceChallenge')).toBe(true)
  })
})
