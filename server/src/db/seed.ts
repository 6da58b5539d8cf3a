import path from 'node:path'
import { z } from 'zod'
import { dataFolder } from '../paths.js'
import { readYamlFile, CHECKED_ONCE } from '../yaml-files.js'
import type { Db } from './open.js'
import type { Repositories } from '../repositories/index.js'
import { derivedOauthPassword, hashAnswer, hashPassword } from '../domain/auth/passwords.js'
import { deluxeTokenFor } from '../domain/auth/deluxe.js'
import { seedCheckout } from './seed-checkout.js'
import type { SeedUserSecrets } from '../repositories/seed-secrets.js'
import type { ShopContent } from '../overlay.js'

const userRecord = z.object({
  id: z.number().int().positive(),
  email: z.string().min(1),
  password: z.string().optional(),
  role: z.enum(['customer', 'deluxe', 'accounting', 'admin']),
  username: z.string().default(''),
  securityQuestion: z.number().int(),
  securityAnswer: z.string(),
  alsoAccepted: z.array(z.string()).default([]),
  lastLoginIp: z.string().optional(),
  totpSecret: z.string().optional(),
  deleted: z.boolean().optional(),
  oauth: z.boolean().optional()
})
const productRecord = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  deluxePrice: z.number(),
  quantity: z.number().int(),
  limitPerUser: z.number().int().optional(),
  image: z.string(),
  deleted: z.boolean().optional()
})
const questionRecord = z.object({ id: z.number().int(), question: z.string() })
const deliveryRecord = z.object({ id: z.number().int(), name: z.string(), price: z.number(), deluxePrice: z.number(), eta: z.number().int(), icon: z.string() })
const reviewRecord = z.object({ product: z.number().int(), author: z.string(), message: z.string(), likedBy: z.array(z.string()).default([]) })
const memoryRecord = z.object({ user: z.string(), caption: z.string().max(200), image: z.string().regex(/^[\w#. -]+\.(png|jpe?g)$/i) })
const feedbackRecord = z.object({ user: z.string().nullable(), comment: z.string(), rating: z.number().int().min(1).max(5) })
const recycleRecord = z.object({ user: z.string(), AddressId: z.number().int(), quantity: z.number().int(), isPickup: z.boolean(), date: z.string().optional() })

function readSeed<T extends z.ZodTypeAny> (name: string, schema: T): Array<z.infer<T>> {
  const file = path.join(dataFolder, name)
  return z.array(schema).parse(readYamlFile(file), CHECKED_ONCE) as Array<z.infer<T>>
}

/** The seed's users as data/users.yml lists them. */
export const readSeedUsers = (): Array<z.infer<typeof userRecord>> => readSeed('users.yml', userRecord)
export type SeedUser = z.infer<typeof userRecord>

/** The answer hashes and deluxe token each seeded user gets under `options` (see repositories/seed-secrets.ts). */
export function seedUserSecrets (users: readonly SeedUser[], options: SeedOptions): SeedUserSecrets[] {
  return users.map(u => {
    const address = seedEmail(u.email, options.domain)
    return {
      id: u.id,
      answerHash: hashAnswer(options.answerKey, u.securityAnswer),
      alternativeHashes: u.alsoAccepted.map(answer => hashAnswer(options.answerKey, answer)),
      deluxeToken: u.role === 'deluxe' ? deluxeTokenFor(address, options.answerKey) : ''
    }
  })
}

export interface SeedOptions {
  domain: string
  answerKey: string
  /** The content overlay's products and memories, added after the shipped ones. */
  content?: Pick<ShopContent, 'products' | 'memories'>
}

/** A seed e-mail without a domain belongs to the shop's configured domain. */
export const seedEmail = (local: string, domain: string): string => local.includes('@') ? local : `${local}@${domain}`

const emptyChecks = {
  SecurityQuestions: 'SELECT NOT EXISTS (SELECT 1 FROM SecurityQuestions) AS empty',
  Users: 'SELECT NOT EXISTS (SELECT 1 FROM Users) AS empty',
  Products: 'SELECT NOT EXISTS (SELECT 1 FROM Products) AS empty',
  Deliveries: 'SELECT NOT EXISTS (SELECT 1 FROM Deliveries) AS empty',
  Reviews: 'SELECT NOT EXISTS (SELECT 1 FROM Reviews) AS empty',
  Feedbacks: 'SELECT NOT EXISTS (SELECT 1 FROM Feedbacks) AS empty',
  Recycles: 'SELECT NOT EXISTS (SELECT 1 FROM Recycles) AS empty',
  Memories: 'SELECT NOT EXISTS (SELECT 1 FROM Memories) AS empty'
} as const

function isEmpty (db: Db, table: keyof typeof emptyChecks): boolean {
  return (db.prepare(emptyChecks[table]).get() as { empty: number }).empty === 1
}

/** Fills every empty table from data/*.yml; tables that already hold rows are left alone. */
export function seedDatabase (db: Db, repos: Repositories, options: SeedOptions): void {
  const email = (local: string): string => seedEmail(local, options.domain)
  db.transaction(() => {
    if (isEmpty(db, 'SecurityQuestions')) {
      for (const q of readSeed('security-questions.yml', questionRecord)) repos.securityQuestions.insert(q)
    }
    if (isEmpty(db, 'Users')) {
      for (const u of readSeedUsers()) {
        const address = email(u.email)
        const password = u.oauth === true ? derivedOauthPassword(address) : u.password
        if (!password) throw new Error(`Seed user ${u.email} needs a password`)
        const row = repos.users.insert({
          id: u.id,
          email: address,
          password: hashPassword(password),
          role: u.role,
          username: u.username,
          lastLoginIp: u.lastLoginIp,
          totpSecret: u.totpSecret,
          isOAuth: u.oauth === true ? 1 : 0,
          deluxeToken: u.role === 'deluxe' ? deluxeTokenFor(address, options.answerKey) : '',
          deletedAt: u.deleted === true ? new Date('2024-01-15T09:00:00Z').toISOString() : null
        })
        repos.securityAnswers.insert(row.id, u.securityQuestion, hashAnswer(options.answerKey, u.securityAnswer))
        for (const answer of u.alsoAccepted) repos.securityAnswers.insertAlternative(row.id, hashAnswer(options.answerKey, answer))
      }
    }
    if (isEmpty(db, 'Products')) {
      const shipped = readSeed('products.yml', productRecord)
      // Overlay products follow the shipped ones, so every id a challenge names stays where it was.
      let nextId = Math.max(0, ...shipped.map(p => p.id))
      const added = (options.content?.products ?? []).map(p => ({ ...p, id: ++nextId, deluxePrice: p.deluxePrice ?? p.price, deleted: false }))
      for (const p of [...shipped, ...added]) {
        const id = repos.products.insert({
          id: p.id, name: p.name, description: p.description, price: p.price, deluxePrice: p.deluxePrice, image: p.image,
          deletedAt: p.deleted === true ? new Date('2024-09-30T18:00:00Z').toISOString() : null
        })
        repos.quantities.insert(id, p.quantity, p.limitPerUser ?? null)
      }
    }
    if (isEmpty(db, 'Deliveries')) {
      for (const d of readSeed('deliveries.yml', deliveryRecord)) repos.deliveries.insert(d)
    }
    if (isEmpty(db, 'Reviews')) {
      for (const r of readSeed('reviews.yml', reviewRecord)) {
        repos.reviews.insert({ product: r.product, author: email(r.author), message: r.message, likedBy: r.likedBy.map(email) })
      }
    }
    if (isEmpty(db, 'Feedbacks')) {
      for (const f of readSeed('feedbacks.yml', feedbackRecord)) {
        const author = f.user === null ? undefined : repos.users.findByEmail(email(f.user))
        // Stored the way the contact form sends it: the text, then the masked author in brackets.
        const signature = author ? `***${author.email.slice(3)}` : 'anonymous'
        repos.feedbacks.insert(author?.id ?? null, `${f.comment} (${signature})`, f.rating)
      }
    }
    if (isEmpty(db, 'Memories')) {
      for (const m of [...readSeed('memories.yml', memoryRecord), ...options.content?.memories ?? []]) {
        const author = repos.users.findByEmail(email(m.user))
        // Seeded pictures ship with the web app; the path is kept exactly as written (crate#7.jpg
        // included), so the wall shows what the data file names.
        repos.memories.insert(author?.id ?? null, m.caption, `assets/public/images/uploads/${m.image}`)
      }
    }
    if (isEmpty(db, 'Recycles')) {
      for (const r of readSeed('recycles.yml', recycleRecord)) {
        const owner = repos.users.findByEmail(email(r.user))
        if (owner) repos.recycles.insert({ UserId: owner.id, AddressId: r.AddressId, quantity: r.quantity, isPickup: r.isPickup, date: r.date ?? null })
      }
    }
    seedCheckout(db, repos, email)
  })()
}
