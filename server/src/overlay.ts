import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { projectRoot } from './paths.js'
import { parseYaml, CHECKED_ONCE } from './yaml-files.js'

/*
 * The trainer's content overlay: one YAML file (named by `SHOP_OVERLAY` or the configuration key
 * `overlay`) that brands a shop without editing the shipped data. Its products and photo-wall
 * memories are added to the shipped ones, never replace them, because planted weaknesses hang on
 * seeded records (docs/decisions.md, "Content overlay adds, never replaces").
 */

// Pictures are served from the web app's own folders; a bare file name keeps the path inside them.
const pictureName = z.string().regex(/^[\w-][\w. -]*\.(png|jpe?g|svg|webp)$/i, 'a file name such as my-juice.svg, without a folder')

const product = z.strictObject({
  name: z.string().trim().min(1).max(100),
  description: z.string().max(2000),
  price: z.number().positive().max(100_000),
  deluxePrice: z.number().positive().max(100_000).optional(),
  quantity: z.number().int().min(0).max(100_000),
  limitPerUser: z.number().int().positive().optional(),
  image: pictureName
})

const memory = z.strictObject({
  /** The author, as in data/users.yml: a local part of the shop's domain or a full address. */
  user: z.string().min(1),
  caption: z.string().trim().min(1).max(200),
  image: pictureName
})

const chatbotAnswer = z.strictObject({
  /** Words or phrases that, found in a question (ignoring case), give this answer. */
  keywords: z.array(z.string().trim().min(2).max(60)).min(1).max(20),
  answer: z.string().trim().min(1).max(500)
})

const socialLink = z.union([z.literal(''), z.url()])

const overlaySchema = z.strictObject({
  welcomeBanner: z.strictObject({ showOnFirstStart: z.boolean(), title: z.string().max(200), message: z.string().max(5000) }).partial().optional(),
  social: z.strictObject({ twitterUrl: socialLink, facebookUrl: socialLink, slackUrl: socialLink, redditUrl: socialLink, pressKitUrl: socialLink }).partial().optional(),
  products: z.array(product).max(500).default([]),
  memories: z.array(memory).max(500).default([]),
  chatbot: z.strictObject({ answers: z.array(chatbotAnswer).max(200) }).optional()
})

export type ShopOverlay = z.infer<typeof overlaySchema>
export type OverlayProduct = z.infer<typeof product>
export type OverlayMemory = z.infer<typeof memory>
export type ChatbotAnswer = z.infer<typeof chatbotAnswer>

/** What the overlay adds to the seeded data and the support bot; it joins the configuration as `content`. */
export const contentSchema = z.object({
  products: z.array(product),
  memories: z.array(memory),
  chatbotAnswers: z.array(chatbotAnswer)
})
export type ShopContent = z.infer<typeof contentSchema>
export const NO_CONTENT: ShopContent = { products: [], memories: [], chatbotAnswers: [] }

export class OverlayError extends Error {}

/** Reads and validates the overlay; every problem names the file and the field. */
export function readOverlay (file: string): ShopOverlay {
  const where = path.resolve(projectRoot, file)
  let raw: unknown
  try {
    raw = parseYaml(fs.readFileSync(where, 'utf8'))
  } catch (error) {
    throw new OverlayError(`Invalid content overlay ${where}: ${(error as Error).message.split('\n')[0]}`)
  }
  const result = overlaySchema.safeParse(raw ?? {}, CHECKED_ONCE)
  if (!result.success) {
    const problems = result.error.issues.map(issue => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    throw new OverlayError(`Invalid content overlay ${where}:\n${problems.join('\n')}`)
  }
  return result.data
}

type Tree = Record<string, any>

/** The raw configuration with the overlay's banner and social links merged in and its content attached. */
export function applyOverlay (raw: Tree, overlay: ShopOverlay): Tree {
  const application = raw.application as Tree | undefined
  return {
    ...raw,
    application: {
      ...application,
      welcomeBanner: { ...application?.welcomeBanner, ...overlay.welcomeBanner },
      social: { ...application?.social, ...overlay.social }
    },
    content: { products: overlay.products, memories: overlay.memories, chatbotAnswers: overlay.chatbot?.answers ?? [] }
  }
}

/** The overlay file in force: `SHOP_OVERLAY` wins over the configuration's `overlay` key; none is fine. */
export function overlayFile (env: NodeJS.ProcessEnv, raw: Tree): string | undefined {
  const named = env.SHOP_OVERLAY ?? raw.overlay
  return typeof named === 'string' && named.trim() !== '' ? named : undefined
}

/** The chatbot answer whose keyword the question holds, if any (first listed wins). */
export function customAnswer (answers: readonly ChatbotAnswer[], question: string): string | undefined {
  const text = question.toLowerCase()
  return answers.find(entry => entry.keywords.some(keyword => text.includes(keyword.toLowerCase())))?.answer
}
