import fs from 'node:fs'
import type { Language } from '@shop/contract'
import path from 'node:path'
import { dataFolder, projectRoot } from '../paths.js'
import { readYamlFile } from '../yaml-files.js'

export type LanguageEntry = Language

function gaugeFor (percentage: number): Language['gauge'] {
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
 * The folders of one kind of text: the UI's files, then each content folder (`privacy/`,
 * `tutorials/`, fetched by their screens) that has an English file.
 */
function textFolders (folder: string): string[] {
  const content = fs.readdirSync(folder, { withFileTypes: true })
    .filter(entry => entry.isDirectory() && fs.existsSync(path.join(folder, entry.name, 'en.json')))
    .map(entry => path.join(folder, entry.name))
    .sort()
  return [folder, ...content]
}

/**
 * The listed languages with how much of the English text their translation files cover, measured
 * on the files themselves: the UI texts and the content texts together, so a language whose
 * privacy policy or tutorials still show English is not counted as complete
 * (web/src/lib/i18n.test.ts holds every shipped language's UI at 100 %).
 */
export function languageList (webDist: string): LanguageEntry[] {
  const listed = readYamlFile(path.join(dataFolder, 'languages.yml')) as Array<Omit<LanguageEntry, 'percentage' | 'gauge'>>
  // The built app is preferred; before a build the sources in web/public hold the same files.
  const folders = [path.join(webDist, 'assets', 'i18n'), path.join(projectRoot, 'web', 'public', 'assets', 'i18n')]
  const folder = folders.find(f => fs.existsSync(path.join(f, 'en.json'))) ?? folders[0]
  const kinds = fs.existsSync(folder) ? textFolders(folder) : [folder]
  const englishOf = kinds.map(kind => readKeys(path.join(kind, 'en.json')) ?? {})
  const total = englishOf.reduce((sum, english) => sum + Object.keys(english).length, 0)
  return listed.map(language => {
    const forms = pluralForms(language.key)
    const done = kinds.reduce((sum, kind, i) => {
      const english = englishOf[i]
      const translated = readKeys(path.join(kind, `${language.key}.json`)) ?? {}
      return sum + Object.keys(english).filter(k => isTranslated(k, english[k], translated[pluralKeyIn(k, forms)])).length
    }, 0)
    // Rounded down: a language missing a single text must not claim 100 %.
    const percentage = total === 0 ? 0 : Math.floor(100 * done / total)
    return { ...language, percentage, gauge: gaugeFor(percentage) }
  })
}
