import { invalid } from '../errors.js'
import { CHATBOT_TEXTS, chatbotRespond, chatbotStatus, type ChatbotDeps } from './chatbot.js'

/** One line of a conversation as a client that keeps the transcript sends it. */
export interface ChatLine { role: string, content: string }

/**
 * One turn of a client that keeps the conversation itself and sends all of it every time (the
 * peer's chat widget on POST /rest/chat). The bot's own state stays in the shop, exactly as with
 * the widget of /rest/chatbot: a transcript without a bot line yet starts a new conversation, as
 * opening the widget does; a customer the bot does not know yet is first asked for a name, and
 * the next line is taken as that name (the `setname` step, planted name injection included).
 */
export async function chatTurn (shop: ChatbotDeps, userId: number, transcript: readonly ChatLine[], language = 'en'): Promise<string> {
  const said = transcript.filter(line => line.role === 'user').at(-1)
  if (said === undefined) throw invalid(CHATBOT_TEXTS.text(language, 'typeMessage'))
  if (!transcript.some(line => line.role === 'assistant')) {
    const opening = chatbotStatus(shop, userId, language)
    if (opening.action === 'setname') return opening.body
  }
  const known = shop.repos.chatbotProfiles.find(userId) !== undefined
  return (await chatbotRespond(shop, userId, known ? 'query' : 'setname', said.content, language)).body
}
