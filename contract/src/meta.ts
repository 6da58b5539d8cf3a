import { z } from 'zod'

const text = z.string()

/** `application` of the public configuration: the shop's name, looks and links. */
export const applicationSettingsSchema = z.strictObject({
  name: text,
  domain: text,
  logo: text,
  theme: z.enum(['orange-grove', 'fresh-morning', 'high-contrast', 'berry-night']),
  showGitHubLinks: z.boolean(),
  gitHubUrl: text,
  altcoinName: text,
  privacyContactEmail: text,
  welcomeBanner: z.strictObject({ showOnFirstStart: z.boolean(), title: text, message: text }),
  /** Link name (`twitterUrl`, …) to address; an empty address hides the link. */
  social: z.record(z.string(), text),
  googleOauth: z.strictObject({
    clientId: text,
    authorizeUrl: text,
    userInfoUrl: text,
    authorizedRedirects: z.array(z.strictObject({ uri: text, proxy: text.optional() }))
  }),
  /** Picture name (`topProductImage`, …) to file. */
  recyclePage: z.record(z.string(), text),
  deluxe: z.strictObject({ membershipCost: z.number(), logo: text })
})
export type ApplicationSettings = z.infer<typeof applicationSettingsSchema>

/** `challenges` of the public configuration: what the score board offers. */
export const challengeSettingsSchema = z.strictObject({
  restrictToTutorialsFirst: z.boolean(),
  showSolvedNotifications: z.boolean(),
  showHints: z.boolean(),
  showSolutions: z.boolean(),
  codingChallengesEnabled: z.enum(['never', 'solved', 'always'])
})
export type ChallengeSettings = z.infer<typeof challengeSettingsSchema>

/**
 * `config` of `GET /rest/admin/application-configuration`: the configuration without its `server`
 * block and the content overlay, classroom mode reduced to whether it is on. Planted
 * (configSecretLeakChallenge): the partner key under `integrations` is sent along.
 */
export const applicationConfigurationSchema = z.strictObject({
  application: applicationSettingsSchema,
  challenges: challengeSettingsSchema,
  hackingInstructor: z.strictObject({ isEnabled: z.boolean() }),
  ctf: z.strictObject({
    showFlagsInNotifications: z.boolean(),
    showCountryDetailsInNotifications: z.enum(['none', 'flag', 'name', 'both'])
  }),
  metrics: z.strictObject({ scrapers: z.array(text) }),
  fileStorage: z.strictObject({ accountBytes: z.number().int(), shopBytes: z.number().int() }),
  classroom: z.strictObject({ enabled: z.boolean() }),
  integrations: z.strictObject({ loyaltyPartner: z.strictObject({ url: text, apiKey: text }) }),
  overlay: text.nullable()
})
export type ApplicationConfiguration = z.infer<typeof applicationConfigurationSchema>
export const applicationConfigurationAnswerSchema = z.strictObject({ config: applicationConfigurationSchema })
export type ApplicationConfigurationAnswer = z.infer<typeof applicationConfigurationAnswerSchema>

/** `GET /rest/admin/application-version`. */
export const applicationVersionSchema = z.strictObject({ version: text })
export type ApplicationVersion = z.infer<typeof applicationVersionSchema>

/** An entry of `GET /rest/languages`: a language the web app ships, and how much of it is translated. */
export const languageSchema = z.strictObject({
  key: text,
  /** The language's own name. */
  lang: text,
  shortKey: text,
  /** Flag codes (ISO 3166-1 alpha-2, lower case). */
  icons: z.array(text),
  percentage: z.number(),
  gauge: z.enum(['full', 'three-quarters', 'half', 'quarter', 'empty'])
})
export type Language = z.infer<typeof languageSchema>

/** A challenge's country in `GET /rest/country-mapping` (challenge key → country). */
export const countrySchema = z.strictObject({
  /** ISO 3166-1 alpha-2. */
  code: text,
  name: text
})
export type Country = z.infer<typeof countrySchema>
export const countryMappingSchema = z.record(z.string(), countrySchema)
export type CountryMapping = z.infer<typeof countryMappingSchema>
