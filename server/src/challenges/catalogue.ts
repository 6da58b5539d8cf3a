import path from 'node:path'
import { z } from 'zod'
import { dataFolder } from '../paths.js'
import { readYamlFile, CHECKED_ONCE } from '../yaml-files.js'
import { loadChallengeTranslations, type ChallengeTranslations } from './translations.js'

const record = z.object({
  id: z.number().int().positive(),
  key: z.string().regex(/^[a-zA-Z0-9]+Challenge$/),
  name: z.string().min(1),
  category: z.string().min(1),
  difficulty: z.number().int().min(1).max(6),
  // Curriculum mapping; the ids are checked against data/curriculum/ (curriculum.ts).
  cwe: z.array(z.number().int().positive()).min(1),
  owaspTop10: z.string().regex(/^A(0[1-9]|10)$/),
  owaspApiTop10: z.string().regex(/^API([1-9]|10)$/).optional(),
  description: z.string().min(1),
  hints: z.array(z.string()).min(1),
  mitigationUrl: z.string().url().nullable().default(null),
  tags: z.array(z.string()).default([]),
  tutorial: z.object({ order: z.number().int().positive() }).optional(),
  hasSnippet: z.boolean().default(false)
})

export type ChallengeDefinition = z.infer<typeof record>

/** The static challenge catalogue, shared read-only by every shop instance. */
export interface ChallengeCatalogue {
  all: readonly ChallengeDefinition[]
  byKey: ReadonlyMap<string, ChallengeDefinition>
  /** Names, descriptions and hints in other languages, by language folder (`data/i18n/<lang>/challenges.yml`), read on first use. */
  translations?: ChallengeTranslations
}

/** Reads the catalogue and its translations, which live in `i18n/<lang>/challenges.yml` beside it. */
export function loadCatalogue (file = path.join(dataFolder, 'challenges.yml'), translationsFolder = path.join(path.dirname(file), 'i18n')): ChallengeCatalogue {
  const parsed = z.array(record).parse(readYamlFile(file), CHECKED_ONCE)
  const byKey = new Map<string, ChallengeDefinition>()
  const ids = new Set<number>()
  for (const challenge of parsed) {
    // Ids are encoded into progress codes, so they must be unique and stay stable forever.
    if (byKey.has(challenge.key) || ids.has(challenge.id)) throw new Error(`Duplicate challenge ${challenge.key} / ${challenge.id} in ${file}`)
    byKey.set(challenge.key, challenge)
    ids.add(challenge.id)
  }
  return { all: Object.freeze(parsed), byKey, translations: loadChallengeTranslations(byKey, translationsFolder) }
}
