import { Router } from 'express'
import { z } from 'zod'
import { chatbotRespond, chatbotStatus } from '../domain/chatbot/chatbot.js'
import { currentUser } from '../http/authenticate.js'
import { parseInput } from '../http/input.js'

const respondSchema = z.object({
  action: z.enum(['query', 'setname'], { error: 'action must be query or setname' }).default('query'),
  query: z.string({ error: 'query is required' }).max(2000)
})

/** The support chatbot: its first message and its answers. */
export function chatbotRouter (): Router {
  const router = Router()

  router.get('/rest/chatbot/status', (req, res) => {
    if (!req.auth) {
      res.json({ status: false, action: 'query', body: 'Please log in to chat with our support bot.' })
      return
    }
    res.json(chatbotStatus(req.shop, req.auth.user.id))
  })

  router.post('/rest/chatbot/respond', async (req, res) => {
    const user = currentUser(req)
    const { action, query } = parseInput(respondSchema, req.body)
    res.json(await chatbotRespond(req.shop, user.id, action, query))
  })
  return router
}
