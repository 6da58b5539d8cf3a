import { beforeAll, describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()
let token = ''
const auth = () => ({ Authorization: `Bearer ${token}` })

beforeAll(async () => {
  const email = t.email('complainer')
  await t.api.post('/api/Users/').send({ email, password: 'Complain-1', passwordRepeat: 'Complain-1' })
  token = (await t.login(email, 'Complain-1')).token
})

describe('POST /api/Complaints', () => {
  it('files a complaint and answers its reference id', async () => {
    const res = await t.api.post('/api/Complaints/').set(auth()).send({ UserId: 99, message: 'My lemonade arrived warm.' })
    expect(res.status).toBe(201)
    expect(res.body.data.id).toBeGreaterThan(0)
    const mine = await t.api.get('/api/Complaints/').set(auth())
    expect(mine.body.data.map((c: { message: string }) => c.message)).toContain('My lemonade arrived warm.')
  })

  it('attaches a file uploaded before', async () => {
    const up = await t.api.post('/file-upload').set(auth()).attach('file', Buffer.from('%PDF-1.4 invoice'), 'invoice.pdf')
    const res = await t.api.post('/api/Complaints/').set(auth()).send({ message: 'See the invoice.', file: up.body.data.file })
    expect(res.status).toBe(201)
    expect(res.body.data.file).toBe(up.body.data.file)
  })

  it('refuses an empty, overlong or anonymous complaint and an unknown file, storing nothing', async () => {
    const before = (await t.api.get('/api/Complaints/').set(auth())).body.data.length
    expect((await t.api.post('/api/Complaints/').set(auth()).send({ message: '   ' })).status).toBe(400)
    expect((await t.api.post('/api/Complaints/').set(auth()).send({ message: 'x'.repeat(161) })).status).toBe(400)
    expect((await t.api.post('/api/Complaints/').set(auth()).send({})).status).toBe(400)
    expect((await t.api.post('/api/Complaints/').set(auth()).send({ message: 'hi', file: '../../keys/jwt' })).status).toBe(400)
    expect((await t.api.post('/api/Complaints/').send({ message: 'anonymous' })).status).toBe(401)
    expect((await t.api.get('/api/Complaints/').set(auth())).body.data.length).toBe(before)
  })

  it('names the missing message', async () => {
    const res = await t.api.post('/api/Complaints/').set(auth()).send({ UserId: 1 })
    expect([res.status, res.body.error]).toEqual([400, 'message: message is required'])
  })
})

describe('POST /file-upload', () => {
  it('refuses a file sent in another field, or a second file, with 400 and the reason', async () => {
    const wrongField = await t.api.post('/file-upload').set(auth()).attach('invoice', Buffer.from('%PDF-1.4 x'), 'invoice.pdf')
    expect([wrongField.status, wrongField.body.error]).toEqual([400, 'Upload refused: Unexpected file field'])
    const twoFiles = await t.api.post('/file-upload').set(auth()).attach('file', Buffer.from('%PDF-1.4 a'), 'a.pdf').attach('file', Buffer.from('%PDF-1.4 b'), 'b.pdf')
    expect(twoFiles.status).toBe(400)
    expect(twoFiles.body.error).toMatch(/^Upload refused: /)
    const none = await t.api.post('/file-upload').set(auth()).field('note', 'no file')
    expect([none.status, none.body.error]).toEqual([400, 'Send the file as multipart/form-data in the field "file"'])
  })

  it('refuses a file over the byte budget with 413, reported as an upload of this endpoint', async () => {
    const exceeded: unknown[] = []
    t.shop.registry.get().events.on('budget.exceeded', event => { exceeded.push(event) })
    const res = await t.api.post('/file-upload').set(auth()).attach('file', Buffer.alloc(200_001, 1), 'invoice.pdf')
    expect([res.status, res.body.error]).toEqual([413, 'File too large: the limit is 200000 bytes'])
    expect(exceeded).toEqual([{ budget: 'upload-size', source: 'file-upload' }])
  })
})
