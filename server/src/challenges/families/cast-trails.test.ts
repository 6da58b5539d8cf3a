import { describe, expect, it } from 'vitest'
import { accountsExploits } from '../../test-support/exploits/accounts.js'
import { communityExploits } from '../../test-support/exploits/community.js'
import { reviewExploits } from '../../test-support/exploits/community-reviews.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { createHash } from 'node:crypto'
import { familyHarness } from '../../test-support/family-harness.js'
import { castTrailsFamily } from './cast-trails.js'

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
    expect((await reset('amara.okafor', 'Dar es Salaam')).status).toBe(401)
    expect(await t.solved('photoMetadataResetChallenge')).toBe(false)
    await communityExploits.photoMetadataResetChallenge(t)
    expect(await t.solved('photoMetadataResetChallenge')).toBe(true)
  })
})

describe('photoDetailResetChallenge', () => {
  it('is solved by resetting Henrik\'s password with the name on his mug, which leaves him his seeded password', async () => {
    expect((await reset('henrik.dahl', 'Fjord Fright')).status).toBe(401)
    expect(await t.solved('photoDetailResetChallenge')).toBe(false)
    await communityExploits.photoDetailResetChallenge(t)
    expect(await t.solved('photoDetailResetChallenge')).toBe(true)
    await t.login(t.email('henrik.dahl'), 'Fjell&Fjord-Morning-33')
  })
})

describe('resetPasswordPetChallenge', () => {
  it("reads the pet's name in Oskar's reviews and answers his question with it, which leaves him his seeded password", async () => {
    expect((await reset('oskar.lindqvist', 'Rex')).status).toBe(401)
    expect(await t.solved('resetPasswordPetChallenge')).toBe(false)
    await accountsExploits.resetPasswordPetChallenge(t)
    expect(await t.solved('resetPasswordPetChallenge')).toBe(true)
    await t.login(t.email('oskar.lindqvist'), 'Kn3ckebr0d-Sunrise!')
  })
})

describe('resetPasswordMaidenNameChallenge', () => {
  it("completes the masked address from the About page and answers with the family name from Mateo's photo", async () => {
    expect((await reset('mateo.rossi', 'Rossi')).status).toBe(401)
    expect(await t.solved('resetPasswordMaidenNameChallenge')).toBe(false)
    await accountsExploits.resetPasswordMaidenNameChallenge(t)
    expect(await t.solved('resetPasswordMaidenNameChallenge')).toBe(true)
  })
})

describe('resetBruteForceChallenge', () => {
  const attempt = (answer: string) => t.api.post('/rest/user/reset-password').send({ email: t.email('ingrid.berg'), answer, new: 'Guessed-It-4', repeat: 'Guessed-It-4' })

  it('is stopped after ten wrong answers from one client', async () => {
    const statuses: number[] = []
    for (let n = 0; n < 11; n++) statuses.push((await attempt(String(n).padStart(4, '0'))).status)
    expect(statuses.slice(0, 10).every(s => s === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
    expect(await t.solved('resetBruteForceChallenge')).toBe(false)
  })

  it('guesses on with a new X-Forwarded-For every ten tries until the answer fits', async () => {
    await accountsExploits.resetBruteForceChallenge(t)
    expect(await t.solved('resetBruteForceChallenge')).toBe(true)
  })
})

describe('cast-trails login rule', () => {
  const md5 = (text: string): string => createHash('md5').update(text).digest('hex')
  const loggedIn = (email: string, password: string, how = 'password', passwordMatched = true): string[] => {
    const h = familyHarness(castTrailsFamily)
    h.emit('login.succeeded', { user: { email, password: md5(password), isOAuth: 0 } as never, how: how as 'password', passwordMatched, submittedEmail: email })
    return h.solved
  }

  it('needs the very password of the trail, with the e-mail in any letter case', () => {
    expect(loggedIn('lena.fischer@juice.shop.test', 'Mango&Me2023')).toEqual(['stickyNotePasswordChallenge'])
    expect(loggedIn('Lena.Fischer@Juice.Shop.Test', 'Mango&Me2023')).toEqual(['stickyNotePasswordChallenge'])
    expect(loggedIn('lena.fischer@juice.shop.test', 'Changed-After-The-Note1')).toEqual([])
    expect(loggedIn('tomasz.nowak@juice.shop.test', 'Mango&Me2023')).toEqual([])
    expect(loggedIn('lena.fischer@juice.shop.test', 'Mango&Me2023', 'injection', false)).toEqual([])
    // A password login whose password did not match (an injected one) and a second-factor step prove nothing either.
    expect(loggedIn('lena.fischer@juice.shop.test', 'Mango&Me2023', 'password', false)).toEqual([])
    expect(loggedIn('lena.fischer@juice.shop.test', 'Mango&Me2023', '2fa', true)).toEqual([])
  })
})
