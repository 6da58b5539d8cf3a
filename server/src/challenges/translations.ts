import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { dataFolder } from '../paths.js'
import { readYamlFile, CHECKED_ONCE } from '../yaml-files.js'

/** What a player reads of one challenge; everything else of a record is the same in every language. */
export interface ChallengeText {
  name: string
  description: string
  hints: readonly string[]
}

/** English originals by key: the catalogue's own records. */
export type ChallengeTextSource = ReadonlyMap<string, ChallengeText>

const translatedRecord = z.object({
  name: z.string().min(1),
  description: z.string().min(1),
  hints: z.array(z.string().min(1)).min(1)
}).strict()

const translatedFile = z.record(z.string(), translatedRecord)

/** One language's challenge texts, keyed by challenge key, and the keys it still lacks. */
export interface LanguageTexts {
  language: string
  file: string
  texts: ReadonlyMap<string, ChallengeText>
  missing: readonly string[]
}

/** The HTML tags of a text in order, attributes included: a translation must keep them exactly. */
export function tagsOf (html: string): string[] {
  return html.match(/<[^>]*>/g) ?? []
}

/**
 * Problems that make a translation file wrong rather than merely incomplete: keys the catalogue
 * does not have, a different number of hints, or HTML tags that differ from the English text. Each
 * names the file and the key, so a failing start or test says where to look.
 */
function problemsOf (file: string, english: ChallengeTextSource, texts: ReadonlyMap<string, ChallengeText>): string[] {
  const problems: string[] = []
  for (const [key, text] of texts) {
    const original = english.get(key)
    if (original === undefined) {
      problems.push(`${file}: ${key} is not a challenge of data/challenges.yml`)
      continue
    }
    if (text.hints.length !== original.hints.length) {
      problems.push(`${file}: ${key} has ${text.hints.length} hints, English has ${original.hints.length}`)
    }
    const fields: Array<[string, string, string]> = [['name', text.name, original.name], ['description', text.description, original.description]]
    text.hints.forEach((hint, i) => { fields.push([`hints[${i}]`, hint, original.hints[i] ?? '']) })
    for (const [field, translated, source] of fields) {
      if (tagsOf(translated).join('') !== tagsOf(source).join('')) {
        problems.push(`${file}: ${key}.${field} has tags ${tagsOf(translated).join('') || '(none)'}, English has ${tagsOf(source).join('') || '(none)'}`)
      }
    }
  }
  return problems
}

/** Reads one language's file; throws naming file and key when it is malformed. */
export function readLanguageTexts (language: string, file: string, english: ChallengeTextSource): LanguageTexts {
  const parsed = translatedFile.safeParse(readYamlFile(file), CHECKED_ONCE)
  if (!parsed.success) {
    const issues = parsed.error.issues.map(issue => `${file}: ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Challenge translations are malformed:\n${issues.join('\n')}`)
  }
  const texts = new Map(Object.entries(parsed.data))
  const problems = problemsOf(path.relative(path.dirname(dataFolder), file), english, texts)
  if (problems.length > 0) throw new Error(`Challenge translations are malformed:\n${problems.join('\n')}`)
  return { language, file, texts, missing: [...english.keys()].filter(key => !texts.has(key)) }
}

/** The shipped languages of the challenge texts, each read when first asked for. */
export interface ChallengeTranslations {
  /** Language folders below `data/i18n/` with a `challenges.yml` (listed at start, not read). */
  readonly languages: readonly string[]
  /** The language's texts, read and checked on first use; undefined for a language not shipped. */
  get: (language: string) => LanguageTexts | undefined
}

/**
 * Every language folder below `data/i18n/` with a `challenges.yml`. A folder is a shipped language;
 * the completeness test holds each to every key of the English catalogue, while a key missing at
 * run time simply shows in English. Reading and checking all eleven files took a fifth of a cold
 * start, and most shops only ever show one or two languages, so each is read on first use. A file
 * that turns out malformed then (the tests refuse one before it ships) is reported once through
 * `report` and its language shows in English.
 */
export function loadChallengeTranslations (english: ChallengeTextSource, folder = path.join(dataFolder, 'i18n'), report: (error: Error) => void = error => { console.error(error.message) }): ChallengeTranslations {
  const fileOf = (language: string): string => path.join(folder, language, 'challenges.yml')
  const languages = fs.existsSync(folder) ? fs.readdirSync(folder).sort().filter(language => fs.existsSync(fileOf(language))) : []
  const read = new Map<string, LanguageTexts | undefined>()
  return {
    languages,
    get: language => {
      if (!languages.includes(language)) return undefined
      if (!read.has(language)) {
        try {
          read.set(language, readLanguageTexts(language, fileOf(language), english))
        } catch (error) {
          read.set(language, undefined)
          report(error instanceof Error ? error : new Error(String(error)))
        }
      }
      return read.get(language)
    }
  }
}
