import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'
import { newCustomer } from '../test-support/customers.js'

const t = createTestShop()

describe('POST /rest/chatbot/respond', () => {
  it.each([
    ['an unknown action', { action: 'shout', query: 'hi' }, 'action: action must be query or setname'],
    ['no query', { action: 'query' }, 'query: query is required']
  ])('refuses %s with 400, saying why', async (_case, body, message) => {
    const c = await newCustomer(t)
    const res = await t.api.post('/rest/chatbot/respond').set(c.auth).send(body)
    expect(res.status).toBe(400)
    expect(res.body.error).toBe(message)
  })
})

describe('POST /rest/chat (the peer\'s widget)', () => {
  it('streams the reply as uncached server-sent events', async () => {
    const res = await t.api.post('/rest/chat').send({ messages: [{ role: 'user', content: 'hello' }] })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.text).toMatch(/^data: \{"choices":\[\{"delta":\{"content":".+"\}\}\]\}\n\n/)
    expect(res.text.endsWith('data: {"choices":[{"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n')).toBe(true)
  })

  it.each([
    ['no messages', {}, 'messages: messages must be a list of { role, content }'],
    ['messages that are no list', { messages: 'hello' }, 'messages: messages must be a list of { role, content }'],
    ['an empty list', { messages: [] }, 'messages: messages must not be empty'],
    ['201 messages', { messages: Array.from({ length: 201 }, () => ({ role: 'user', content: 'x' })) }, 'messages: Too many messages'],
    ['a message without a role', { messages: [{ content: 'hello' }] }, 'messages.0.role: role is required'],
    ['a message without content', { messages: [{ role: 'user' }] }, 'messages.0.content: content is required']
  ])('refuses %s with 400, saying why', async (_case, body, message) => {
    const res = await t.api.post('/rest/chat').send(body)
    expect(res.status).toBe(400)
    expect(res.body.error).toBe(message)
  })
})
