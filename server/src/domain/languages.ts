import fs from 'node:fs'
import path from 'node:path'
import { dataFolder, projectRoot } from '../paths.js'
import { readYamlFile } from '../yaml-files.js'

export interface LanguageEntry { key: string, lang: string, shortKey: string, icons: string[], percentage: number, gauge: string }

function gaugeFor (percentage: number): string {
  if (percentage >= 90) return 'full'
  if (percentage >= 70) return 'three-quarters'
  if (percentage >= 50) return 'half'
  if (percentage >= 25) return 'quarter'
  return 'empty'
}

function readKeys (file: string): Record<string, unknown> | null {
  try { return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown> } catch { return null }
}

const placeholders = (text: string, ignored?: string): string =>
  [...text.matchAll(/\{\{\s*([\w.-]+)[^}]*\}\}/g)].map(m => m[1]).filter(name => name !== ignored).sort().join()

/**
 * A key counts as translated when its text is there and keeps every {{placeholder}} of the English
 * one. A singular form may spell the number out ("one day", Arabic "يوم واحد") instead of {{count}}.
 */
function isTranslated (key: string, english: unknown, translated: unknown): boolean {
  const ignored = /_(zero|one|two)$/.test(key) ? 'count' : undefined
  return typeof translated === 'string' && translated.trim() !== '' && typeof english === 'string' &&
    placeholders(english, ignored) === placeholders(translated, ignored)
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/** The plural forms a language's texts have (Japanese and Chinese only one, `other`; English `one` and `other`). */
function pluralForms (languageKey: string): ReadonlySet<string> {
  try {
    return new Set(new Intl.PluralRules(languageKey.replace('_', '-')).resolvedOptions().pluralCategories)
  } catch {
    return new Set(['one', 'other'])
  }
}

/** An English plural form the language does not have (`_one` in Japanese) is covered by its `_other` text. */
function pluralKeyIn (englishKey: string, forms: ReadonlySet<string>): string {
  const form = PLURAL_SUFFIX.exec(englishKey)?.[1]
  return form === undefined || forms.has(form) ? englishKey : englishKey.replace(PLURAL_SUFFIX, '_other')
}

/**
 * The listed languages with how much of the English text each translation file covers, measured
 * on the files themselves (web/src/lib/i18n.test.ts holds every shipped language at 100 %).
 */
export function languageList (webDist: string): LanguageEntry[] {
  const listed = readYamlFile(path.join(dataFolder, 'languages.yml')) as Array<Omit<LanguageEntry, 'percentage' | 'gauge'>>
  // The built app is preferred; before a build the sources in web/public hold the same files.
  const folders = [path.join(webDist, 'assets', 'i18n'), path.join(projectRoot, 'web', 'public', 'assets', 'i18n')]
  const folder = folders.find(f => fs.existsSync(path.join(f, 'en.json'))) ?? folders[0]
  const english = readKeys(path.join(folder, 'en.json')) ?? {}
  const keys = Object.keys(english)
  return listed.map(language => {
    const translated = readKeys(path.join(folder, `${language.key}.json`)) ?? {}
    const forms = pluralForms(language.key)
    const done = keys.filter(k => isTranslated(k, english[k], translated[pluralKeyIn(k, forms)])).length
    const percentage = keys.length === 0 ? 0 : Math.round(100 * done / keys.length)
    return { ...language, percentage, gauge: gaugeFor(percentage) }
  })
}
