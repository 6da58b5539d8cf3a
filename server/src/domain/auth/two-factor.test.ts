import { afterEach, describe, expect, it, vi } from 'vitest'
import { SlidingWindows } from '../../challenges/mechanisms/time-windows.js'
import { createTestShop } from '../../test-support/test-shop.js'
import { repositoryDb } from '../../test-support/repository-db.js'
import { eventRecorder } from '../../test-support/rule-fakes.js'
import { totpCode } from '../../test-support/exploits/accounts-session.js'
import { hashPassword } from './passwords.js'
import { tokenUser } from './tokens.js'
import { disableTwoFactor, setUpTwoFactor, twoFactorStatus, verifySecondFactor } from './two-factor.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const PASSWORD = 'Second-Step1'
const NOBODY = 987_654

let counter = 0
const account = (totpSecret = ''): number => {
  const user = shop.repos.users.insert({ email: `tf${Date.now()}${counter++}@example.test`, password: hashPassword(PASSWORD), role: 'customer' })
  if (totpSecret !== '') shop.repos.users.setTotpSecret(user.id, totpSecret)
  return user.id
}

/** Six digits the app shows neither now nor one step either side. */
const wrongCode = (secret: string): string =>
  ['000000', '111111', '222222', '333333'].find(code => ![-1, 0, 1].some(step => totpCode(secret, step) === code))!

const refusal = (kind: string, message: string) => expect.objectContaining({ kind, message })

/** A fresh secret and its setup token, as the status call hands them out. */
async function setupFor (id: number): Promise<{ secret: string, setupToken: string }> {
  const status = await twoFactorStatus(shop, id)
  if (status.setup) throw new Error('2FA already on')
  return status
}

describe('two-factor status and setup', () => {
  it('names a missing account', async () => {
    await expect(twoFactorStatus(shop, NOBODY)).rejects.toEqual(refusal('not-found', 'User not found'))
    await expect(setUpTwoFactor(shop, NOBODY, PASSWORD, 'x', '123456')).rejects.toEqual(refusal('not-found', 'User not found'))
    expect(() => disableTwoFactor(shop, NOBODY, PASSWORD)).toThrow(refusal('not-found', 'User not found'))
  })

  it('refuses a second setup while one is active', async () => {
    const { secret, setupToken } = await setupFor(account())
    const id = account(secret)
    await expect(setUpTwoFactor(shop, id, PASSWORD, setupToken, totpCode(secret))).rejects.toEqual(refusal('conflict', 'Two-factor authentication is already set up.'))
  })

  it('refuses a six-digit code the secret does not produce, and stays off', async () => {
    const id = account()
    const { secret, setupToken } = await setupFor(id)
    await expect(setUpTwoFactor(shop, id, PASSWORD, setupToken, wrongCode(secret))).rejects.toEqual(refusal('unauthenticated', 'The token appears to be invalid.'))
    expect(shop.repos.users.findById(id)?.totpSecret).toBe('')
  })

  it('refuses a setup token that carries an empty secret', async () => {
    const id = account()
    const setupToken = await shop.tokens.seal({ kind: 'totp-setup', userId: id, secret: '' }, '15m')
    // Even the code an empty key does produce is refused.
    await expect(setUpTwoFactor(shop, id, PASSWORD, setupToken, totpCode(''))).rejects.toEqual(refusal('unauthenticated', 'The token appears to be invalid.'))
    expect((await twoFactorStatus(shop, id)).setup).toBe(false)
  })
})

describe('two-factor disable and verify', () => {
  it('refuses to disable what is not set up', () => {
    expect(() => disableTwoFactor(shop, account(), PASSWORD)).toThrow(refusal('conflict', 'Two-factor authentication is not set up.'))
  })

  it('lets a pending login expire once its account turned 2FA off', async () => {
    const id = account('JURUOXHWFVJGWGBSHUSPSBXKBCP7WZKN')
    const tmpToken = await shop.tokens.issuePending(tokenUser(shop.repos.users.findById(id)!))
    disableTwoFactor(shop, id, PASSWORD)
    await expect(verifySecondFactor(shop, tmpToken, '123456')).rejects.toEqual(refusal('unauthenticated', 'The login has expired. Please log in again.'))
  })
})

describe('two-factor status', () => {
  it('hands out a fresh secret sealed for this account only while 2FA is off', async () => {
    const id = account()
    const { secret, setupToken } = await setupFor(id)
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
    expect(await shop.tokens.unseal(setupToken)).toEqual({ kind: 'totp-setup', userId: id, secret })
    const on = account(secret)
    expect(await twoFactorStatus(shop, on)).toEqual({ setup: true, email: shop.repos.users.findById(on)!.email })
  })
})

describe('two-factor setup refusals', () => {
  it.each(['12345', '1234567', 'a12345', ''])('refuses the initial token "%s" before anything else', async initialToken => {
    const id = account()
    const { setupToken } = await setupFor(id)
    await expect(setUpTwoFactor(shop, id, PASSWORD, setupToken, initialToken)).rejects.toEqual(refusal('invalid', 'The initial token must be exactly 6 digits.'))
  })

  it('refuses a wrong or empty password, even when the stored hash is that of empty text', async () => {
    const id = account()
    const { secret, setupToken } = await setupFor(id)
    const wrongPassword = refusal('unauthenticated', 'The password is not correct.')
    await expect(setUpTwoFactor(shop, id, 'wrong', setupToken, totpCode(secret))).rejects.toEqual(wrongPassword)
    shop.repos.users.updatePassword(id, hashPassword(''))
    await expect(setUpTwoFactor(shop, id, '', setupToken, totpCode(secret))).rejects.toEqual(wrongPassword)
  })

  it.each([
    ['another account', (id: number, secret: string) => ({ kind: 'totp-setup', userId: id + 1, secret })],
    ['another purpose', (id: number, secret: string) => ({ kind: 'other', userId: id, secret })],
    ['a secret that is no text', (id: number) => ({ kind: 'totp-setup', userId: id, secret: 42 })]
  ])('refuses a setup token sealed for %s', async (_name, payload) => {
    const id = account()
    const { secret } = await setupFor(id)
    const setupToken = await shop.tokens.seal(payload(id, secret), '15m')
    await expect(setUpTwoFactor(shop, id, PASSWORD, setupToken, totpCode(secret))).rejects.toEqual(refusal('invalid', 'The setup has expired. Reload the page and scan the new code.'))
    expect(shop.repos.users.findById(id)?.totpSecret).toBe('')
  })
})

describe('two-factor verify', () => {
  const SECRET = 'JURUOXHWFVJGWGBSHUSPSBXKBCP7WZKN'
  const pendingFor = async (id: number): Promise<string> => await shop.tokens.issuePending(tokenUser(shop.repos.users.findById(id)!))
  const expired = refusal('unauthenticated', 'The login has expired. Please log in again.')

  it('trades a pending token and a valid code for a full login, once', async () => {
    const id = account(SECRET)
    const tmpToken = await pendingFor(id)
    const code = totpCode(SECRET)
    const done = await verifySecondFactor(shop, tmpToken, code)
    expect(done.authentication).toMatchObject({ umail: shop.repos.users.findById(id)!.email, bid: shop.repos.baskets.forUser(id).id })
    expect(await shop.tokens.verify(done.authentication.token)).toMatchObject({ acceptedAs: 'rs256', user: { id } })
    await expect(verifySecondFactor(shop, tmpToken, code)).rejects.toEqual(refusal('unauthenticated', 'The token appears to be invalid.'))
  })

  it('keeps the used codes of two accounts apart, even with the same secret', async () => {
    const code = totpCode(SECRET, -1)
    for (const id of [account(SECRET), account(SECRET)]) {
      expect((await verifySecondFactor(shop, await pendingFor(id), code)).authentication.umail).toBe(shop.repos.users.findById(id)!.email)
    }
  })

  it('accepts no full token and no garbage as a pending one', async () => {
    const id = account(SECRET)
    const full = await shop.tokens.issue(tokenUser(shop.repos.users.findById(id)!))
    await expect(verifySecondFactor(shop, full, totpCode(SECRET))).rejects.toEqual(expired)
    await expect(verifySecondFactor(shop, 'not.a.token', totpCode(SECRET))).rejects.toEqual(expired)
  })

  it.each(['12345', '1234567', '12345a'])('refuses the code "%s" as not six digits', async code => {
    const tmpToken = await pendingFor(account(SECRET))
    await expect(verifySecondFactor(shop, tmpToken, code)).rejects.toEqual(refusal('invalid', 'The token must be exactly 6 digits.'))
  })

  it('refuses a six-digit code the secret does not produce', async () => {
    const tmpToken = await pendingFor(account(SECRET))
    await expect(verifySecondFactor(shop, tmpToken, wrongCode(SECRET))).rejects.toEqual(refusal('unauthenticated', 'The token appears to be invalid.'))
  })
})

describe('two-factor disable', () => {
  it('needs the password and then turns 2FA off', () => {
    const id = account('JURUOXHWFVJGWGBSHUSPSBXKBCP7WZKN')
    expect(() => disableTwoFactor(shop, id, 'wrong')).toThrow(refusal('unauthenticated', 'The password is not correct.'))
    expect(shop.repos.users.findById(id)?.totpSecret).not.toBe('')
    disableTwoFactor(shop, id, PASSWORD)
    expect(shop.repos.users.findById(id)?.totpSecret).toBe('')
  })
})

describe('the TOTP window', () => {
  afterEach(() => { vi.useRealTimers() })

  // The clock stands still in the middle of a 30 s step, so "one step either side" cannot slide
  // into the next step while the test runs.
  const middleOfAStep = (): number => Math.floor(Date.now() / 30_000) * 30_000 + 15_000

  it.each([-1, 0, 1])('accepts the code of step %i', async step => {
    vi.useFakeTimers({ toFake: ['Date'], now: middleOfAStep() })
    const secret = 'JURUOXHWFVJGWGBSHUSPSBXKBCP7WZKN'
    const id = account(secret)
    const tmpToken = await shop.tokens.issuePending(tokenUser(shop.repos.users.findById(id)!))
    await expect(verifySecondFactor(shop, tmpToken, totpCode(secret, step))).resolves.toHaveProperty('authentication.token')
  })

  it.each([-2, 2, -10, 10])('refuses the code of step %i', async step => {
    vi.useFakeTimers({ toFake: ['Date'], now: middleOfAStep() })
    const secret = 'JURUOXHWFVJGWGBSHUSPSBXKBCP7WZKN'
    const code = totpCode(secret, step)
    // A code that happens to equal one inside the window would prove nothing.
    expect([-1, 0, 1].map(near => totpCode(secret, near))).not.toContain(code)
    const id = account(secret)
    const tmpToken = await shop.tokens.issuePending(tokenUser(shop.repos.users.findById(id)!))
    await expect(verifySecondFactor(shop, tmpToken, code)).rejects.toEqual(refusal('unauthenticated', 'The token appears to be invalid.'))
  })
})

describe('second factor without a shop', () => {
  // The rule names the token service calls, repositories, windows and event sink it uses, so
  // plain stand-ins replace the shop: a token service that accepts any pending login, and an
  // in-memory database.
  const { repos } = repositoryDb()
  const secret = 'JURUOXHWFVJGWGBSHUSPSBXKBCP7WZKN'
  const user = repos.users.insert({ email: 'second.factor@example.test', password: hashPassword(PASSWORD), role: 'customer' })
  repos.users.setTotpSecret(user.id, secret)
  const tokens = {
    verify: async (token: string) => token === 'pending' ? { user: tokenUser(user), acceptedAs: '2fa-pending' as const } : null,
    issue: async () => 'full-token'
  }

  it('logs in once with a valid code, refuses the same code replayed, and reports only the login', async () => {
    const deps = { repos, tokens, windows: new SlidingWindows(), events: eventRecorder() }
    const code = totpCode(secret, 0)
    await expect(verifySecondFactor(deps, 'pending', code)).resolves.toEqual({ authentication: { token: 'full-token', bid: repos.baskets.forUser(user.id).id, umail: user.email } })
    await expect(verifySecondFactor(deps, 'pending', code)).rejects.toEqual(refusal('unauthenticated', 'The token appears to be invalid.'))
    expect(deps.events.emitted.map(({ event }) => event)).toEqual(['login.succeeded'])
    // The password was checked in the first step, so the second one completes a genuine login.
    expect(deps.events.payloads('login.succeeded')).toEqual([expect.objectContaining({ how: '2fa', passwordMatched: true, submittedEmail: user.email })])
    expect(repos.users.findById(user.id)?.lastLoginTime).not.toBeNull()
  })
})
