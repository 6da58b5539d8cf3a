import { describe, expect, it } from 'vitest'
import { totpCode } from '../test-support/exploits/accounts-session.js'
import { servedTo } from '../test-support/served-files.js'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

async function registered (local: string, password = 'Start-Pass1') {
  const email = t.email(local)
  await t.api.post('/api/Users/').send({ email, password, passwordRepeat: password })
  return { email, ...(await t.login(email, password)) }
}

describe('GET /rest/user/change-password', () => {
  it('changes the password when the current one is right, and the new one then logs in', async () => {
    const user = await registered('pw.change')
    const res = await t.api.get('/rest/user/change-password').set('Authorization', `Bearer ${user.token}`)
      .query({ current: 'Start-Pass1', new: 'Fresh-Pass2', repeat: 'Fresh-Pass2' })
    expect(res.status).toBe(200)
    expect(res.body.user.email).toBe(user.email)
    expect(res.body.user.password).toBeUndefined()
    await expect(t.login(user.email, 'Fresh-Pass2')).resolves.toHaveProperty('token')
  })

  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await registered('pw.wrong')
    const res = await t.api.get('/rest/user/change-password').set('Authorization', `Bearer ${user.token}`)
      .query({ current: 'not-my-password', new: 'Fresh-Pass2', repeat: 'Fresh-Pass2' })
    expect(res.status).toBe(401)
    expect(res.body.error).toMatch(/current password/i)
    await expect(t.login(user.email, 'Start-Pass1')).resolves.toHaveProperty('token')
  })

  it('refuses too short, too long and mismatched new passwords', async () => {
    const user = await registered('pw.rules')
    for (const query of [
      { current: 'Start-Pass1', new: 'abc', repeat: 'abc' },
      { current: 'Start-Pass1', new: 'x'.repeat(41), repeat: 'x'.repeat(41) },
      { current: 'Start-Pass1', new: 'Fresh-Pass2', repeat: 'Fresh-Pass3' },
      { current: 'Start-Pass1', repeat: 'Fresh-Pass3' }
    ]) {
      const res = await t.api.get('/rest/user/change-password').set('Authorization', `Bearer ${user.token}`).query(query)
      expect(res.status, JSON.stringify(query)).toBe(400)
      expect(res.body.status).toBe('error')
    }
    await expect(t.login(user.email, 'Start-Pass1')).resolves.toHaveProperty('token')
  })

  it('needs a login', async () => {
    const res = await t.api.get('/rest/user/change-password').query({ current: 'a', new: 'bbbbb', repeat: 'bbbbb' })
    expect(res.status).toBe(401)
  })
})

describe('POST /rest/2fa/setup and /rest/2fa/disable', () => {
  it('answer success when the second factor is switched on and off again', async () => {
    const user = await registered('two.factor.toggle')
    const status = (await t.api.get('/rest/2fa/status').set(bearer(user.token))).body
    const setup = await t.api.post('/rest/2fa/setup').set(bearer(user.token)).send({ password: 'Start-Pass1', setupToken: status.setupToken, initialToken: totpCode(status.secret) })
    expect([setup.status, setup.body]).toEqual([200, { status: 'success' }])
    const disabled = await t.api.post('/rest/2fa/disable').set(bearer(user.token)).send({ password: 'Start-Pass1' })
    expect([disabled.status, disabled.body]).toEqual([200, { status: 'success' }])
    expect((await t.api.get('/rest/2fa/status').set(bearer(user.token))).body.setup).toBe(false)
  })
})

describe('what the privacy and two-factor calls say about missing or oversized fields', () => {
  it('names each missing field, and refuses fields longer than their limit', async () => {
    const user = await registered('fields.named')
    const auth = { Authorization: `Bearer ${user.token}` }
    const error = async (call: ReturnType<typeof t.api.get>): Promise<[number, string]> => {
      const res = await call
      return [res.status, res.body.error as string]
    }
    expect(await error(t.api.get('/rest/user/change-password').set(auth).query({ repeat: 'Another-Pass2' }))).toEqual([400, 'new: New password is required.'])
    expect(await error(t.api.get('/rest/user/change-password').set(auth).query({ new: 'Another-Pass2' }))).toEqual([400, 'repeat: Repeated password is required.'])
    expect((await t.api.get('/rest/user/change-password').set(auth).query({ current: 'x'.repeat(201), new: 'Another-Pass2', repeat: 'Another-Pass2' })).status).toBe(400)
    expect(await error(t.api.post('/rest/2fa/verify').send({ totpToken: '123456' }))).toEqual([400, 'tmpToken: tmpToken is required'])
    expect(await error(t.api.post('/rest/2fa/verify').send({ tmpToken: 'x' }))).toEqual([400, 'totpToken: totpToken is required'])
    expect((await t.api.post('/rest/2fa/verify').send({ tmpToken: '', totpToken: '123456' })).status).toBe(400)
    expect((await t.api.post('/rest/2fa/verify').send({ tmpToken: 'x'.repeat(4001), totpToken: '123456' })).status).toBe(400)
    expect((await t.api.post('/rest/2fa/verify').send({ tmpToken: 'x', totpToken: '1'.repeat(21) })).status).toBe(400)
    expect(await error(t.api.post('/rest/2fa/setup').set(auth).send({ setupToken: 'x', initialToken: '123456' }))).toEqual([400, 'password: password is required'])
    expect(await error(t.api.post('/rest/2fa/setup').set(auth).send({ password: 'x', initialToken: '123456' }))).toEqual([400, 'setupToken: setupToken is required'])
    expect(await error(t.api.post('/rest/2fa/setup').set(auth).send({ password: 'x', setupToken: 'y' }))).toEqual([400, 'initialToken: initialToken is required'])
    expect(await error(t.api.post('/rest/2fa/disable').set(auth).send({}))).toEqual([400, 'password: password is required'])
    expect(await error(t.api.post('/rest/user/data-export').set(auth).send({}))).toEqual([400, 'format: format is required'])
    expect(await error(t.api.post('/rest/user/data-export').set(auth).send({ format: '1', answer: 'abcd' }))).toEqual([400, 'answer: Please enter the 5 characters of the CAPTCHA.'])
    expect((await t.api.post('/rest/user/data-export').set(auth).send({ format: '1', answer: 'a'.repeat(21) })).status).toBe(400)
    expect((await t.api.post('/rest/user/data-export').set(auth).send({ format: 'x'.repeat(11) })).status).toBe(400)
  })
})

describe('the privacy policy\'s seal and the page behind its hover words', () => {
  it('serves the seal\'s SVG pictures by plain names only', async () => {
    const seal = await t.api.get('/assets/public/images/privacy/policy-seal.svg')
    expect([seal.status, seal.headers['content-type']]).toEqual([200, expect.stringMatching(/^image\/svg\+xml/)])
    // Names that would lead back to the seal through another folder count as unknown, too.
    for (const name of ['policy-seal.svg.bak', 'x.policy-seal.svg', 'policy seal.svg', 'no-such-seal.svg', '../privacy/policy-seal.svg', 'policy-seal.svg/../policy-seal.svg']) {
      const res = await t.api.get(`/assets/public/images/privacy/${encodeURIComponent(name)}`)
      expect([res.status, res.body.error], name).toEqual([404, 'File not found'])
    }
  })

  it('tell who opened the seal and the hidden page, or nobody', async () => {
    const user = await registered('policy.reader')
    const seal = servedTo(t, 'privacy-images')
    const hidden = servedTo(t, 'hidden')
    for (const headers of [bearer(user.token), {}]) {
      expect((await t.api.get('/assets/public/images/privacy/policy-seal.svg').set(headers)).status).toBe(200)
      expect((await t.api.get('/we/only/squeeze/fruit/never/people').set(headers)).status).toBe(200)
    }
    const reader = (await t.api.get('/rest/user/whoami').set(bearer(user.token))).body.user.id
    expect([seal, hidden]).toEqual([[reader, null], [reader, null]])
  })

  it('shows the hidden page with the shop\'s name, markup characters taken out', async () => {
    const res = await t.api.get('/we/only/squeeze/fruit/never/people')
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.text).toContain(`<title>${t.shop.config.application.name.replace(/[<>&"]/g, '')}: between the lines</title>`)
    expect(res.text).toContain('<h1>You read between the lines.</h1>')
  })
})

describe('the hidden page of a shop whose name holds markup characters', () => {
  const marked = createTestShop(config => ({ ...config, application: { ...config.application, name: 'Juice <b>"Shop" & Co</b>' } }))

  it('shows the name with those characters left out, nothing in their place', async () => {
    const res = await marked.api.get('/we/only/squeeze/fruit/never/people')
    expect(res.text).toContain('<title>Juice bShop  Co/b: between the lines</title>')
  })
})
