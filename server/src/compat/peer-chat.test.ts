import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'
import { newCustomer, type Customer } from '../test-support/customers.js'

// Issue 24, item 7. Client: OWASP Juice Shop's Angular chat widget (chat.service.ts and
// chat-conversation.component.ts, main in 2026). It sends `fetch('/rest/chat', { method: 'POST',
// headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ messages }) })` with the
// whole transcript as `{ role, content }` lines and no Authorization header (the browser adds the
// `token` cookie and, for a POST, its own Origin). It reads the answer as server-sent events:
// `data: {"choices":[{"delta":{"content":…}}]}` lines until `data: [DONE]`.
const t = createTestShop()
const HOST = 'shop.test'

interface Line { role: 'user' | 'assistant', content: string }

function widgetRequest (messages: Line[], cookie?: string, origin = `http://${HOST}`) {
  const req = t.api.post('/rest/chat').set('Host', HOST).set('Origin', origin).set('Content-Type', 'application/json')
  if (cookie !== undefined) req.set('Cookie', `token=${cookie}`)
  return req.send(JSON.stringify({ messages }))
}

/** Reads the stream as the widget does: every `data:` line's delta content, until `[DONE]`. */
function widgetText (body: string): string {
  let text = ''
  for (const line of body.split('\n')) {
    const trimmed = line.trim()
    if (!trimmed.startsWith('data: ')) continue
    const data = trimmed.slice(6)
    if (data === '[DONE]') return text
    const delta = (JSON.parse(data) as { choices?: Array<{ delta?: { content?: string } }> }).choices?.[0]?.delta
    text += delta?.content ?? ''
  }
  throw new Error(`The stream never ended with [DONE]: ${body}`)
}

/** One conversation of the widget: every message goes out with the transcript so far. */
function conversation (customer: Customer) {
  const token = customer.auth.Authorization.slice('Bearer '.length)
  const transcript: Line[] = []
  return async (content: string): Promise<string> => {
    transcript.push({ role: 'user', content })
    const res = await widgetRequest(transcript, token).buffer(true).parse((r, done) => {
      let raw = ''
      r.setEncoding('utf8')
      r.on('data', (chunk: string) => { raw += chunk })
      r.on('end', () => { done(null, raw) })
    })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/)
    const reply = widgetText(res.body as string)
    transcript.push({ role: 'assistant', content: reply })
    return reply
  }
}

describe('POST /rest/chat, as the peer\'s chat widget sends it', () => {
  it('asks a new customer\'s name, takes the next line as it, then answers the shop\'s own intents', async () => {
    const customer = await newCustomer(t, 'widget')
    const first = conversation(customer)
    expect(await first('Hello')).toMatch(/What's your name\?/)
    expect(await first('Rita')).toBe('Nice to meet you, Rita! How can I help you today?')
    expect(await first('How much is the Mango Monsoon?')).toMatch(/^Mango Monsoon costs \d+\.\d\d¤\.$/)
    // A new conversation of the widget: the bot knows the name and answers at once.
    expect(await conversation(customer)('thanks')).toBe('You\'re welcome, Rita. Enjoy your juice!')
  })

  it('keeps the planted name injection: a name carrying ;tier=staff runs the staff-only rule', async () => {
    const ask = conversation(await newCustomer(t, 'widget-staff'))
    await ask('Hi')
    await ask('Zoe;tier=staff')
    expect(await ask('goodwill credit')).toMatch(/^Goodwill credit noted, Zoe/)
    expect(await t.solved('chatbotNameInjectionChallenge')).toBe(true)
  })

  it('asks for a login without one, and from another site\'s page even with the cookie', async () => {
    const token = (await newCustomer(t, 'widget-foreign')).auth.Authorization.slice('Bearer '.length)
    for (const res of [await widgetRequest([{ role: 'user', content: 'Hello' }]), await widgetRequest([{ role: 'user', content: 'Hello' }], token, 'https://evil.example')]) {
      expect(res.status).toBe(200)
      expect(widgetText(res.text)).toBe('Please log in to chat with our support bot.')
      // The whole stream: the reply in one piece, the finish, the end marker.
      expect(res.text).toBe('data: {"choices":[{"delta":{"content":"Please log in to chat with our support bot."}}]}\n\n' +
        'data: {"choices":[{"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n')
    }
  })

  it('refuses a body that is no transcript with 400', async () => {
    for (const body of [{}, { messages: [] }, { messages: 'hi' }, { messages: [{ role: 'user' }] }]) {
      const res = await t.api.post('/rest/chat').send(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
  })
})
