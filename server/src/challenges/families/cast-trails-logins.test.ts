import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../paths.js'
import { createTestShop } from '../../test-support/test-shop.js'

const t = createTestShop()

describe('weakAdminPasswordChallenge', () => {
  it('is not solved by the injection that also yields the admin', async () => {
    await t.api.post('/rest/user/login').send({ email: `${t.email('admin')}'--`, password: 'qwerty123x' })
    expect(await t.solved('weakAdminPasswordChallenge')).toBe(false)
  })

  it('is solved by working down a common-password list, with no lockout on the way', async () => {
    const commonPasswords = ['123456', 'password', '12345678', 'qwerty', '123456789', '12345', 'iloveyou', 'qwerty123']
    let accepted: string | undefined
    for (const guess of commonPasswords) {
      const res = await t.api.post('/rest/user/login').send({ email: t.email('admin'), password: guess })
      if (res.status === 200) { accepted = guess; break }
      expect(res.status).toBe(401)
    }
    expect(accepted).toBe('qwerty123')
    expect(await t.solved('weakAdminPasswordChallenge')).toBe(true)
  })
})

describe('exposedTestCredentialsChallenge', () => {
  it('reads the QA account from the login code shipped to browsers and logs in with it', async () => {
    // The login screen's chunk is built from this module; a player reads the same strings in the bundle.
    const source = fs.readFileSync(path.join(projectRoot, 'web/src/features/account/login/qa-autofill.ts'), 'utf8')
    const [email, password] = [...source.matchAll(/setValue\('(?:email|password)', '([^']+)'\)/g)].map(m => m[1])
    expect(email).toBe('qa.bot@juice.shop.test')
    await t.api.post('/rest/user/login').send({ email: `${email}'--`, password: 'x' })
    expect(await t.solved('exposedTestCredentialsChallenge')).toBe(false)

    await t.login(email, password)
    expect(await t.solved('exposedTestCredentialsChallenge')).toBe(true)
  })
})

describe('supportTeamLoginChallenge', () => {
  it('is solved only by the real support password', async () => {
    expect((await t.api.post('/rest/user/login').send({ email: t.email('support'), password: 'Citrus!Desk#2024' })).status).toBe(401)
    expect(await t.solved('supportTeamLoginChallenge')).toBe(false)
    await t.login(t.email('support'), 'Citrus!Desk#2024pulp')
    expect(await t.solved('supportTeamLoginChallenge')).toBe(true)
  })
})

describe('oauthPasswordChallenge', () => {
  it("finds Priya's one-click sign-up in a review and logs in with the password the web app derives", async () => {
    let priya: string | undefined
    for (let id = 1; id <= 40 && priya === undefined; id++) {
      const reviews = (await t.api.get(`/rest/products/${id}/reviews`)).body.data as Array<{ author: string, message: string }> | undefined
      priya = reviews?.find(r => /one click/i.test(r.message))?.author
    }
    expect(priya).toBe('priya.raman@mailbox.test')
    // The same recipe as derivedPassword in the login bundle (web/src/lib/oauth.ts).
    const password = createHash('sha256').update(priya!.toLowerCase()).digest('hex').slice(0, 16)
    await t.api.post('/rest/user/login').send({ email: priya, password, oauth: true })
    expect(await t.solved('oauthPasswordChallenge')).toBe(false)
    await t.login(priya!, password)
    expect(await t.solved('oauthPasswordChallenge')).toBe(true)
  })
})
