import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { supportExploits } from '../../test-support/exploits/support.js'
import { projectRoot } from '../../paths.js'

const t = createExploitShop()

async function customer (local: string) {
  const email = t.email(local)
  await t.api.post('/api/Users/').send({ email, password: 'Erase-Me-1', passwordRepeat: 'Erase-Me-1', securityQuestion: { id: 1 }, securityAnswer: 'Crumble' })
  const { token } = await t.login(email, 'Erase-Me-1')
  return { email, cookie: `token=${token}`, token }
}

describe('/dataerasure', () => {
  let user: Awaited<ReturnType<typeof customer>>
  beforeAll(async () => { user = await customer('eraser') })

  it('shows the form with the security question to a logged-in customer and refuses anonymous visitors', async () => {
    const res = await t.api.get('/dataerasure').set('Cookie', user.cookie)
    expect(res.status).toBe(200)
    expect(res.text).toContain('Request Data Erasure')
    expect(res.text).toContain(user.email)
    expect((await t.api.get('/dataerasure')).status).toBe(401)
  })

  it('keeps everything when the answer is wrong', async () => {
    const res = await t.api.post('/dataerasure').set('Cookie', user.cookie).type('form').send({ securityAnswer: 'wrong' })
    expect(res.status).toBe(401)
    expect(res.text).toContain('not correct')
    expect((await t.api.post('/rest/user/login').send({ email: user.email, password: 'Erase-Me-1' })).status).toBe(200)
  })

  it('files the request, removes personal data and closes the account', async () => {
    await t.api.post('/api/Complaints/').set('Authorization', `Bearer ${user.token}`).send({ message: 'Soon gone' })
    const res = await t.api.post('/dataerasure').set('Cookie', user.cookie).type('form').send({ securityAnswer: 'crumble' })
    expect(res.status).toBe(200)
    expect(res.text).toMatch(/Erasure request #\d+/)
    expect((await t.api.post('/rest/user/login').send({ email: user.email, password: 'Erase-Me-1' })).status).toBe(401)
  })
})

describe('layoutFileReadChallenge', () => {
  let user: Awaited<ReturnType<typeof customer>>
  beforeAll(async () => { user = await customer('layout.reader') })

  it('refuses layouts in the data folder (keys, CTF key) and outside the shop folder', async () => {
    const dataFolder = path.relative(path.join(projectRoot, 'server', 'views'), path.dirname(t.shop.registry.resolve({} as never).folder))
    for (const layout of [`${dataFolder}/ctf.key`, `${dataFolder}/default/keys/jwt.key`, '../../../../../../etc/passwd']) {
      const res = await t.api.post('/dataerasure').set('Cookie', user.cookie).type('form').send({ securityAnswer: 'wrong', layout })
      expect(res.status, layout).toBe(404)
      expect(res.text).not.toMatch(/PRIVATE KEY|root:x/)
    }
    expect(await t.solved('layoutFileReadChallenge')).toBe(false)
  })

  it('is solved when the layout option renders a file of the shop folder outside the views', async () => {
    await supportExploits.layoutFileReadChallenge(t)
    expect(await t.solved('layoutFileReadChallenge')).toBe(true)
  })
})
