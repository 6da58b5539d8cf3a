import { z } from 'zod'

/**
 * `GET /rest/captcha`: the feedback form's arithmetic puzzle. Planted (captchaBypassChallenge): the
 * answer travels with the question.
 */
export const captchaSchema = z.strictObject({
  captchaId: z.number().int(),
  captcha: z.string(),
  answer: z.string()
})
export type Captcha = z.infer<typeof captchaSchema>

/** An answer of the support chatbot (`GET /rest/chatbot/status`, `POST /rest/chatbot/respond`). */
export const chatbotAnswerSchema = z.strictObject({
  /** False when nobody is logged in: the bot only asks to log in. */
  status: z.boolean(),
  /** What the next message is taken as: a question, or the customer's name. */
  action: z.enum(['query', 'setname']),
  body: z.string(),
  /** A fresh token after the customer named themselves (the name is part of the token user). */
  token: z.string().optional()
})
export type ChatbotAnswer = z.infer<typeof chatbotAnswerSchema>

/** `POST /file-upload`: the name the file was stored under. */
export const uploadedFileSchema = z.strictObject({
  file: z.string(),
  size: z.number().int(),
  /** Files unpacked from an uploaded archive. */
  extracted: z.number().int().optional()
})
export type UploadedFile = z.infer<typeof uploadedFileSchema>
