/*
 * Compares a translation file with the English one. Used by the unit test that guards every shipped
 * language and by `npm run i18n:missing`, which lists what is left to translate after English grew.
 * Not imported by the app.
 */

export type Texts = Record<string, unknown>

export interface TranslationReport {
  missing: string[]
  extra: string[]
  /** Keys whose {{placeholders}} differ from English. */
  placeholders: string[]
  /** Keys whose HTML tags or **bold** markers differ from English. */
  markup: string[]
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

const sorted = (values: Iterable<string>): string[] => [...values].sort()

export function placeholdersOf (text: string): string[] {
  return sorted(new Set([...text.matchAll(/\{\{\s*([\w.-]+)[^}]*\}\}/g)].map(m => m[1])))
}

export function markupOf (text: string): string[] {
  const tags = [...text.matchAll(/<\/?([a-zA-Z][\w-]*)[^>]*>/g)].map(m => m[0].startsWith('</') ? `/${m[1]}` : m[1])
  const bold = text.split('**').length - 1
  return sorted(bold > 0 ? [...tags, `** x${bold}`] : tags)
}

function pluralCategories (language: string): string[] {
  try {
    return new Intl.PluralRules(language.replace(/_/g, '-')).resolvedOptions().pluralCategories
  } catch {
    return ['one', 'other']
  }
}

/**
 * The keys a language needs: English keys, with every plural (X_one, X_other) widened to the plural
 * forms of that language (Polish needs X_few and X_many, Arabic six forms, Japanese only X_other).
 */
export function expectedKeys (english: Texts, language: string): { required: Map<string, string>, tolerated: Set<string> } {
  const required = new Map<string, string>()
  const tolerated = new Set<string>()
  const categories = pluralCategories(language)
  for (const key of Object.keys(english)) {
    const plural = PLURAL_SUFFIX.exec(key)
    if (plural === null) { required.set(key, key); continue }
    const base = key.slice(0, -plural[0].length)
    // English forms a language does not use may stay in its file; i18next never reads them.
    tolerated.add(key)
    for (const category of categories) required.set(`${base}_${category}`, `${base}_other`)
  }
  return { required, tolerated }
}

const textOf = (texts: Texts, key: string): string | null => {
  const value = texts[key]
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

export function checkTranslation (english: Texts, translated: Texts, language: string): TranslationReport {
  const { required, tolerated } = expectedKeys(english, language)
  const report: TranslationReport = { missing: [], extra: [], placeholders: [], markup: [] }
  for (const [key, original] of required) {
    const text = textOf(translated, key)
    const source = textOf(english, original) ?? textOf(english, key) ?? ''
    if (text === null) { report.missing.push(key); continue }
    // A singular or dual form may spell the number out ("one day", "يومان") instead of {{count}}.
    const ignoreCount = PLURAL_SUFFIX.test(key) && !key.endsWith('_other')
    const want = placeholdersOf(source).filter(name => !(ignoreCount && name === 'count'))
    const have = placeholdersOf(text).filter(name => !(ignoreCount && name === 'count'))
    if (want.join() !== have.join()) report.placeholders.push(key)
    if (markupOf(source).join() !== markupOf(text).join()) report.markup.push(key)
  }
  report.extra = Object.keys(translated).filter(key => !required.has(key) && !tolerated.has(key))
  return report
}

/** Share of the required keys translated with the right placeholders and markup, 0–100. */
export function coverage (report: TranslationReport, requiredCount: number): number {
  if (requiredCount === 0) return 100
  const broken = new Set([...report.missing, ...report.placeholders, ...report.markup]).size
  return Math.floor(100 * (requiredCount - broken) / requiredCount)
}
