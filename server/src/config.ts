import { createRequire } from 'node:module'
import { z } from 'zod'
import { applyOverlay, contentSchema, NO_CONTENT, overlayFile, readOverlay } from './overlay.js'
import { configFolder } from './paths.js'
import { parseYaml, CHECKED_ONCE } from './yaml-files.js'

function isOrigin (value: string): boolean {
  try {
    return new URL(value).origin === value
  } catch {
    return false
  }
}

const welcomeBanner = z.object({
  showOnFirstStart: z.boolean(),
  title: z.string(),
  message: z.string()
})

/** Limits of the listener; see `http/connection-limits.ts`. */
const CONNECTION_DEFAULTS = { max: 10_000, perClient: 256, idleMs: 10_000, headersTimeoutMs: 20_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 65_000 }
const milliseconds = z.number().int().min(100).max(600_000)
const connections = z.object({
  max: z.number().int().min(1),
  perClient: z.number().int().min(0),
  idleMs: milliseconds,
  headersTimeoutMs: milliseconds,
  requestTimeoutMs: milliseconds,
  keepAliveTimeoutMs: milliseconds
}).refine(c => c.headersTimeoutMs <= c.requestTimeoutMs, { message: 'headersTimeoutMs may not exceed requestTimeoutMs', path: ['headersTimeoutMs'] })

/** Classroom mode (many isolated team shops in one process); see docs/architecture.md, "Classroom mode". */
const CLASSROOM_DEFAULTS = { enabled: false, maxTeams: 200, idleMinutes: 15, maxOpenShops: 64, cookieHours: 96, eventEnd: null }
const classroom = z.object({
  enabled: z.boolean(),
  maxTeams: z.number().int().min(1).max(10_000),
  idleMinutes: z.number().positive().max(24 * 60),
  maxOpenShops: z.number().int().min(1),
  cookieHours: z.number().positive().max(24 * 366),
  eventEnd: z.iso.datetime({ offset: true }).nullable()
})

const schema = z.object({
  server: z.object({
    port: z.coerce.number().int().min(0).max(65535),
    host: z.string(),
    dataDir: z.string().min(1),
    /** Pages other than the shop's own address that may open the realtime channel. */
    allowedOrigins: z.array(z.string().refine(isOrigin, 'an origin such as https://shop.example:8443, without a path')).default([]),
    connections: connections.default(CONNECTION_DEFAULTS)
  }),
  application: z.object({
    name: z.string().min(1),
    domain: z.string().min(1),
    logo: z.string(),
    // The web app's MUI themes (web/src/app/themes.ts).
    theme: z.enum(['orange-grove', 'fresh-morning', 'high-contrast', 'berry-night']),
    showGitHubLinks: z.boolean(),
    gitHubUrl: z.string(),
    altcoinName: z.string(),
    privacyContactEmail: z.string(),
    welcomeBanner,
    social: z.record(z.string(), z.string()),
    googleOauth: z.object({
      clientId: z.string(),
      // The provider's implicit-flow endpoints; the defaults are Google's.
      authorizeUrl: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
      userInfoUrl: z.string().url().default('https://www.googleapis.com/oauth2/v1/userinfo'),
      authorizedRedirects: z.array(z.object({ uri: z.string(), proxy: z.string().optional() }))
    }),
    recyclePage: z.record(z.string(), z.string()),
    // Deluxe membership: its price in ¤ and the logo of the membership page (assets/public/images/deluxe/).
    deluxe: z.object({ membershipCost: z.number().positive(), logo: z.string() }).default({ membershipCost: 49, logo: 'deluxe-logo.svg' })
  }),
  challenges: z.object({
    restrictToTutorialsFirst: z.boolean(),
    showSolvedNotifications: z.boolean(),
    showHints: z.boolean(),
    // Trainer solutions on the score board (GET /api/Solutions/:key); never in classroom mode, where the trainer console shows them.
    showSolutions: z.boolean().default(false),
    codingChallengesEnabled: z.enum(['never', 'solved', 'always'])
  }),
  hackingInstructor: z.object({ isEnabled: z.boolean() }),
  ctf: z.object({
    showFlagsInNotifications: z.boolean(),
    showCountryDetailsInNotifications: z.enum(['none', 'flag', 'name', 'both'])
  }),
  // Partner services the server calls; their keys are for the server only.
  // User-Agent prefixes of the monitoring servers that scrape /metrics.
  metrics: z.object({ scrapers: z.array(z.string().min(1)) }),
  // Bytes of user files (uploads, pictures, unpacked archives) one account and the whole shop may keep.
  fileStorage: z.object({
    accountBytes: z.number().int().positive(),
    shopBytes: z.number().int().positive()
  }).refine(caps => caps.shopBytes >= caps.accountBytes, 'shopBytes must be at least accountBytes')
    .default({ accountBytes: 20_000_000, shopBytes: 200_000_000 }),
  classroom: classroom.default(CLASSROOM_DEFAULTS),
  integrations: z.object({
    loyaltyPartner: z.object({ url: z.string().url(), apiKey: z.string().min(1) })
  }),
  /** The trainer's content overlay file (server/src/overlay.ts), relative to the project root; `SHOP_OVERLAY` wins. */
  overlay: z.string().nullable().default(null),
  /** Filled from the overlay by `loadConfig`; the public configuration leaves it out. */
  content: contentSchema.default(NO_CONTENT)
}).passthrough()

export type ShopConfig = z.infer<typeof schema>

export class ConfigError extends Error {}

export const TRAINER_PASSWORD_MIN_LENGTH = 8

/**
 * The trainer's password in classroom mode, from `TRAINER_PASSWORD`. It never enters the
 * configuration object, whose public part the web app reads. Without one a class could not be
 * managed (and anyone could guess an empty password), so the server does not start.
 */
export function trainerPasswordFrom (env: NodeJS.ProcessEnv, config: ShopConfig): string | undefined {
  if (!config.classroom.enabled) return undefined
  const password = env.TRAINER_PASSWORD ?? ''
  if (password.length < TRAINER_PASSWORD_MIN_LENGTH) {
    throw new ConfigError(`Classroom mode needs a trainer password of at least ${TRAINER_PASSWORD_MIN_LENGTH} characters: start with TRAINER_PASSWORD=<password> (see README, "Running a class").`)
  }
  return password
}

/** Validates a raw configuration object and explains every problem in one message. */
export function parseConfig (raw: unknown): ShopConfig {
  const result = schema.safeParse(raw, CHECKED_ONCE)
  if (!result.success) {
    const problems = result.error.issues.map(i => `  - ${i.path.join('.') || '(root)'}: ${i.message}`)
    throw new ConfigError(`Invalid shop configuration (config/*.yml):\n${problems.join('\n')}`)
  }
  return result.data
}

/**
 * Reads config/default.yml plus the overlay NODE_ENV selects, through the `config` package.
 * The package reads its folder when first loaded, so the folder is set just before that.
 */
export function loadConfig (): ShopConfig {
  process.env.NODE_CONFIG_DIR ??= configFolder
  process.env.SUPPRESS_NO_CONFIG_WARNING ??= 'y'
  const require = createRequire(import.meta.url)
  // The package would look for a YAML library of its own in node_modules. It gets the shop's
  // parser instead: configuration reads like every other data file, and start-up loads one library.
  const parser = require('config/parser') as { setParser: (extension: string, parse: (file: string, text: string) => unknown) => void }
  for (const extension of ['yml', 'yaml']) parser.setParser(extension, (_file, text) => parseYaml(text))
  const config = require('config') as { util: { toObject: () => unknown } }
  return parseConfig(withContentOverlay(process.env, withEnvironment(process.env, config.util.toObject() as Record<string, any>)))
}

/** Settings the environment gives at start, over the files: PORT, HOST, DATA_DIR and EVENT_END. */
export function withEnvironment (env: NodeJS.ProcessEnv, raw: Record<string, any>): Record<string, any> {
  const merged = { ...raw }
  if (env.PORT) merged.server = { ...merged.server, port: env.PORT }
  if (env.HOST) merged.server = { ...merged.server, host: env.HOST }
  if (env.DATA_DIR) merged.server = { ...merged.server, dataDir: env.DATA_DIR }
  if (env.EVENT_END) merged.classroom = { ...merged.classroom, eventEnd: env.EVENT_END }
  return merged
}

/** The raw configuration with the content overlay merged in, when one is named; a bad overlay is a ConfigError. */
export function withContentOverlay (env: NodeJS.ProcessEnv, raw: Record<string, any>): Record<string, any> {
  const file = overlayFile(env, raw)
  if (file === undefined) return raw
  try {
    return applyOverlay(raw, readOverlay(file))
  } catch (error) {
    throw new ConfigError((error as Error).message)
  }
}
