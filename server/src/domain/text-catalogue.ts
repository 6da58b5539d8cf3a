import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { dataFolder } from '../paths.js'
import { readYamlFile, CHECKED_ONCE } from '../yaml-files.js'

/** A text, or a list of texts said in turn (the bot's growing refusals). */
type Entry = string | readonly string[]

const file = z.record(z.string(), z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]))

/** The `{name}` placeholders of a text, sorted: a translation must keep exactly these. */
export function placeholdersOf (entry: Entry): string[] {
  const texts = typeof entry === 'string' ? [entry] : entry
  return texts.flatMap(text => text.match(/\{[a-zA-Z]+\}/g) ?? []).sort()
}

/** A plain list of texts (server messages) is keyed by the English text itself. */
const keyedList = z.array(z.string().min(1)).transform(texts => Object.fromEntries(texts.map(text => [text, text])))

function read (where: string): Record<string, Entry> {
  const parsed = z.union([keyedList, file]).safeParse(readYamlFile(where), CHECKED_ONCE)
  if (!parsed.success) throw new Error(`Texts are malformed:\n${parsed.error.issues.map(issue => `${where}: ${issue.path.join('.')}: ${issue.message}`).join('\n')}`)
  return parsed.data
}

/** Wrong rather than incomplete: an unknown key, another shape, or other placeholders. */
function problemsOf (where: string, english: Readonly<Record<string, Entry>>, translated: Readonly<Record<string, Entry>>): string[] {
  const problems: string[] = []
  for (const [key, entry] of Object.entries(translated)) {
    const original = english[key]
    if (original === undefined) problems.push(`${where}: ${key} is not a key of the English texts`)
    else if (typeof original !== typeof entry || (Array.isArray(original) && original.length !== entry.length)) problems.push(`${where}: ${key} has another shape than in English`)
    else if (placeholdersOf(entry).join() !== placeholdersOf(original).join()) problems.push(`${where}: ${key} has placeholders ${placeholdersOf(entry).join(' ') || '(none)'}, English has ${placeholdersOf(original).join(' ') || '(none)'}`)
  }
  return problems
}

/**
 * Server texts a client shows, of one kind (`data/<kind>.yml`, English), with their translations
 * (`data/i18n/<lang>/<kind>.yml`). The languages are listed at start; each file is read and checked
 * when a text of its language is first needed (reading all of them took a tenth of a cold start).
 * A malformed translation (the completeness test refuses one before it ships) is reported once
 * through `report`, naming the file and key, and its language shows in English, as a missing key does.
 */
export class TextCatalogue {
  readonly languages: readonly string[]
  private readonly byLanguage = new Map<string, Readonly<Record<string, Entry>>>()

  constructor (readonly kind: string, private readonly folder = dataFolder, private readonly report: (error: Error) => void = error => { console.error(error.message) }) {
    const i18n = path.join(folder, 'i18n')
    const translated = fs.existsSync(i18n) ? fs.readdirSync(i18n).sort().filter(language => fs.existsSync(this.fileOf(language))) : []
    this.languages = ['en', ...translated]
  }

  private fileOf (language: string): string {
    return language === 'en' ? path.join(this.folder, `${this.kind}.yml`) : path.join(this.folder, 'i18n', language, `${this.kind}.yml`)
  }

  /** The texts of a shipped language, read on first use; undefined for any other. */
  private textsOf (language: string): Readonly<Record<string, Entry>> | undefined {
    if (!this.languages.includes(language)) return undefined
    let texts = this.byLanguage.get(language)
    if (texts === undefined) {
      texts = language === 'en' ? read(this.fileOf('en')) : this.translation(language)
      this.byLanguage.set(language, texts)
    }
    return texts
  }

  private translation (language: string): Readonly<Record<string, Entry>> {
    const where = this.fileOf(language)
    try {
      const texts = read(where)
      const problems = problemsOf(path.relative(path.dirname(this.folder), where), this.english(), texts)
      if (problems.length > 0) throw new Error(`Texts are malformed:\n${problems.join('\n')}`)
      return texts
    } catch (error) {
      this.report(error instanceof Error ? error : new Error(String(error)))
      return {}
    }
  }

  private english (): Readonly<Record<string, Entry>> {
    return this.textsOf('en') ?? {}
  }

  /** Keys of the English texts a language lacks. */
  missing (language: string): string[] {
    const translated = this.textsOf(language) ?? {}
    return Object.keys(this.english()).filter(key => translated[key] === undefined)
  }

  /** `text` in `language` when it is a known English text (server messages), otherwise `text` as it is. */
  translate (language: string, text: string): string {
    const entry = this.textsOf(language)?.[text]
    return typeof entry === 'string' && this.english()[text] !== undefined ? entry : text
  }

  /** The text `key` in `language` (English where missing), placeholders filled from `values`. */
  text (language: string, key: string, values: Record<string, string | number> = {}, index = 0): string {
    const entry = this.textsOf(language)?.[key] ?? this.english()[key]
    if (entry === undefined) throw new Error(`No text ${key} in ${this.kind}`)
    const text = typeof entry === 'string' ? entry : entry[Math.min(index, entry.length - 1)]
    return text.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => String(values[name] ?? whole))
  }
}
