import { describe, expect, it } from 'vitest'
import { accountsExploits } from '../../test-support/exploits/accounts.js'
import { derivedPassword } from '../../test-support/exploits/accounts-logins.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()

describe('weakAdminPasswordChallenge', () => {
  it('is not solved by the injection that also yields the admin', async () => {
    await t.api.post('/rest/user/login').send({ email: `${t.email('admin')}'--`, password: 'qwerty123x' })
    expect(await t.solved('weakAdminPasswordChallenge')).toBe(false)
  })

  it('is solved by working down a common-password list, with no lockout on the way', async () => {
    await accountsExploits.weakAdminPasswordChallenge(t)
    expect(await t.solved('weakAdminPasswordChallenge')).toBe(true)
  })
})

describe('exposedTestCredentialsChallenge', () => {
  it('is not solved by injection into the QA account, only by its password from the login bundle', async () => {
    await t.api.post('/rest/user/login').send({ email: `${t.email('qa.bot')}'--`, password: 'x' })
    expect(await t.solved('exposedTestCredentialsChallenge')).toBe(false)
    await accountsExploits.exposedTestCredentialsChallenge(t)
    expect(await t.solved('exposedTestCredentialsChallenge')).toBe(true)
  })
})

describe('supportTeamLoginChallenge', () => {
  it('is solved only by the real support password', async () => {
    expect((await t.api.post('/rest/user/login').send({ email: t.email('support'), password: 'Citrus!Desk#2024' })).status).toBe(401)
    expect(await t.solved('supportTeamLoginChallenge')).toBe(false)
    await accountsExploits.supportTeamLoginChallenge(t)
    expect(await t.solved('supportTeamLoginChallenge')).toBe(true)
  })
})

describe('oauthPasswordChallenge', () => {
  it("finds Priya's one-click sign-up in a review and logs in with the password the web app derives", async () => {
    const priya = 'priya.raman@mailbox.test'
    // The web app's own third-party login sends the oauth flag; that is no attack.
    await t.api.post('/rest/user/login').send({ email: priya, password: derivedPassword(priya), oauth: true })
    expect(await t.solved('oauthPasswordChallenge')).toBe(false)
    await accountsExploits.oauthPasswordChallenge(t)
    expect(await t.solved('oauthPasswordChallenge')).toBe(true)
  })
})
