import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

/**
 * A new customer with the question "Name of your first pet?" answered "Crumble" (none if `asked` is
 * false), and the cookies of a page load.
 */
async function customer (local: string, language?: string, asked = true): Promise<{ email: string, cookie: string }> {
  const email = t.email(local)
  const question = asked ? { securityQuestion: { id: 1 }, securityAnswer: 'Crumble' } : {}
  await t.api.post('/api/Users/').send({ email, password: 'Erase-Me-1', passwordRepeat: 'Erase-Me-1', ...question })
  const { token } = await t.login(email, 'Erase-Me-1')
  return { email, cookie: language === undefined ? `token=${token}` : `language=${language};token=${token}` }
}

const title = (html: string): string | undefined => /<title>([^<]*)<\/title>/.exec(html)?.[1]

describe('the data erasure page', () => {
  it('asks the customer\'s own security question, in a page titled for it, with the shop\'s name', async () => {
    const { email, cookie } = await customer('erase.en')
    const res = await t.api.get('/dataerasure').set('Cookie', cookie)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(title(res.text)).toContain('Request Data Erasure')
    expect(res.text).toContain(t.shop.config.application.name)
    expect(res.text).toContain(`We will close the account <strong>${email}</strong>`)
    expect(res.text).toContain('<label for="securityAnswer">Name of your first pet?</label>')
    expect(res.text).toContain('<button type="submit">Erase my data</button>')
    expect(res.text).toContain('<a href="./#/privacy-security/privacy-policy">Read our privacy policy</a>')
    expect(res.text).not.toContain('class="error"')
    expect(res.text).toMatch(/<\/strong>[^<]*<\/p>\s*<form method="post"/)
    // Every placeholder of the layout is filled.
    expect(res.text).not.toContain('{{')
  })

  it('treats a form without an answer as a wrong answer', async () => {
    const { cookie } = await customer('erase.blank')
    for (const body of [{}, { answer: 'Crumble' }]) {
      const res = await t.api.post('/dataerasure').set('Cookie', cookie).type('form').send(body)
      expect(res.status, JSON.stringify(body)).toBe(401)
      expect(res.text).toContain('<p class="error">')
      expect(res.text).not.toContain('{{')
    }
  })

  it('speaks German to a German language cookie, before and after the erasure', async () => {
    const { email, cookie } = await customer('erase.de', 'de_DE')
    const form = await t.api.get('/dataerasure').set('Cookie', cookie)
    expect(title(form.text)).toContain('Datenlöschung anfordern')
    expect(form.text).toContain(`Wir schließen das Konto <strong>${email}</strong>`)
    expect(form.text).toContain('Meine Daten löschen')
    expect(form.text).toContain('Unsere Datenschutzerklärung lesen')
    const done = await t.api.post('/dataerasure').set('Cookie', cookie).type('form').send({ securityAnswer: 'crumble' })
    expect(done.status).toBe(200)
    expect(title(done.text)).toContain('Datenlöschung angefordert')
    expect(done.text).toContain('<h1>Deine Daten werden gelöscht</h1>')
    expect(done.text).toMatch(new RegExp(`Löschantrag #\\d+ für ${email.replace(/\./g, '\\.')} wurde gestellt`))
    expect(done.text).toContain('Bestellungen und Rechnungen bleiben so lange erhalten')
    expect(done.text).toContain('<a href="./#/search">Zurück zum Shop</a>')
  })

  it('shows a wrong answer\'s reason above the form again, and on success the confirmation and a cleared login cookie', async () => {
    const { email, cookie } = await customer('erase.again')
    const wrong = await t.api.post('/dataerasure').set('Cookie', cookie).type('form').send({ securityAnswer: 'Biscuit' })
    expect(wrong.status).toBe(401)
    expect(wrong.text).toMatch(/<p class="error">[^<]*not correct[^<]*<\/p>/)
    expect(wrong.text).toContain('<label for="securityAnswer">Name of your first pet?</label>')
    const done = await t.api.post('/dataerasure').set('Cookie', cookie).type('form').send({ securityAnswer: 'Crumble' })
    expect(title(done.text)).toContain('Data erasure requested')
    expect(done.text).toContain('<h1>Your data is being erased</h1>')
    expect(done.text).toMatch(new RegExp(`Erasure request #\\d+ for ${email.replace(/\./g, '\\.')} was filed`))
    expect(done.text).toContain('Orders and invoices are kept as long as accounting law requires. <a href="./#/search">Back to the shop</a>')
    expect(String(done.headers['set-cookie'])).toMatch(/^token=;/)
    // The old token cookie still verifies, but its account is gone.
    const again = await t.api.post('/dataerasure').set('Cookie', cookie).type('form').send({ securityAnswer: 'Crumble' })
    expect([again.status, again.body.error]).toEqual([404, 'User not found'])
  })

  it('asks for a login without a token cookie, or with one that is no token', async () => {
    for (const cookie of [undefined, 'token=', 'token=forged', 'mytoken=x']) {
      const call = t.api.get('/dataerasure')
      const res = cookie === undefined ? await call : await call.set('Cookie', cookie)
      expect(res.status, cookie).toBe(401)
      expect(res.text, cookie).toContain('Please log in before requesting data erasure.')
    }
    expect((await t.api.get('/dataerasure').set('Cookie', 'language=de')).body.error).toBe('Bitte melde dich an, bevor du die Löschung deiner Daten anforderst.')
  })

  it('labels the answer field plainly for an account without a security question, in either language', async () => {
    for (const [language, label] of [[undefined, 'Your security answer'], ['de_DE', 'Deine Sicherheitsantwort']] as const) {
      const { cookie } = await customer(`erase.unasked.${language ?? 'en'}`, language, false)
      const res = await t.api.get('/dataerasure').set('Cookie', cookie)
      expect(res.text, language).toContain(`<label for="securityAnswer">${label}</label>`)
    }
  })

  it('takes an empty layout option for the default layout', async () => {
    const { cookie } = await customer('erase.layout.blank')
    const res = await t.api.post('/dataerasure').set('Cookie', cookie).type('form').send({ securityAnswer: 'Biscuit', layout: '' })
    expect(res.status).toBe(401)
    expect(title(res.text)).toContain('Request Data Erasure')
  })

  it('passes on an error other than a wrong answer instead of showing the form again', async () => {
    const { cookie } = await customer('erase.layout.missing')
    const res = await t.api.post('/dataerasure').set('Cookie', cookie).type('form').send({ securityAnswer: 'Crumble', layout: 'no-such-layout.html' })
    expect([res.status, res.body.error]).toEqual([404, 'Layout not found: no-such-layout.html'])
    expect(res.headers['content-type']).toMatch(/^application\/json/)
  })
})
