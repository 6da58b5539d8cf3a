import { Router, type Request } from 'express'
import { z } from 'zod'
import { CHATBOT_TEXTS, chatbotRespond, chatbotStatus } from '../domain/chatbot/chatbot.js'
import { chatTurn } from '../domain/chatbot/transcript.js'
import { currentUser } from '../http/authenticate.js'
import { contentLanguage } from '../http/content-language.js'
import { parseInput } from '../http/input.js'

const respondSchema = z.object({
  action: z.enum(['query', 'setname'], { error: 'action must be query or setname' }).default('query'),
  query: z.string({ error: 'query is required' }).max(2000)
})

const chatSchema = z.object({
  messages: z.array(z.object({
    role: z.string({ error: 'role is required' }).max(20),
    content: z.string({ error: 'content is required' }).max(2000)
  }), { error: 'messages must be a list of { role, content }' }).min(1, 'messages must not be empty').max(200, 'Too many messages')
})

/** The bot answers in the player's language (docs/architecture.md, "Translated content"). */
const botLanguage = (req: Request): string => contentLanguage(req, CHATBOT_TEXTS.languages)

/**
 * The answer as the peer's chat widget reads it: server-sent events in the shape of a streamed
 * chat completion, here one piece holding the whole reply, then the finish and `[DONE]`.
 */
function asEventStream (reply: string): string {
  const event = (data: unknown): string => `data: ${JSON.stringify(data)}\n\n`
  return event({ choices: [{ delta: { content: reply } }] }) + event({ choices: [{ finish_reason: 'stop' }] }) + 'data: [DONE]\n\n'
}

/** The support chatbot: its first message and its answers, for this web app and the peer's widget. */
export function chatbotRouter (): Router {
  const router = Router()

  router.get('/rest/chatbot/status', (req, res) => {
    if (!req.auth) {
      res.json({ status: false, action: 'query', body: CHATBOT_TEXTS.text(botLanguage(req), 'loginFirst') })
      return
    }
    res.json(chatbotStatus(req.shop, req.auth.user.id, botLanguage(req)))
  })

  router.post('/rest/chatbot/respond', async (req, res) => {
    const user = currentUser(req)
    const { action, query } = parseInput(respondSchema, req.body)
    res.json(await chatbotRespond(req.shop, user.id, action, query, botLanguage(req)))
  })

  // The peer's widget sends the whole transcript and no bearer header: its login travels in the
  // token cookie, which http/authenticate.ts accepts here from same-origin pages only.
  router.post('/rest/chat', async (req, res) => {
    const { messages } = parseInput(chatSchema, req.body)
    const reply = req.auth ? await chatTurn(req.shop, req.auth.user.id, messages, botLanguage(req)) : CHATBOT_TEXTS.text(botLanguage(req), 'loginFirst')
    res.type('text/event-stream').set('Cache-Control', 'no-cache').send(asEventStream(reply))
  })
  return router
}
