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

/** The listed languages with how much of the English text each translation file covers. */
export function languageList (webDist: string): LanguageEntry[] {
  const listed = readYamlFile(path.join(dataFolder, 'languages.yml')) as Array<Omit<LanguageEntry, 'percentage' | 'gauge'>>
  // The built app is preferred; before a build the sources in web/public hold the same files.
  const folders = [path.join(webDist, 'assets', 'i18n'), path.join(projectRoot, 'web', 'public', 'assets', 'i18n')]
  const folder = folders.find(f => fs.existsSync(path.join(f, 'en.json'))) ?? folders[0]
  const english = readKeys(path.join(folder, 'en.json')) ?? {}
  const keys = Object.keys(english)
  return listed.map(language => {
    const translated = readKeys(path.join(folder, `${language.key}.json`)) ?? {}
    const done = keys.filter(k => typeof translated[k] === 'string' && translated[k] !== '').length
    const percentage = keys.length === 0 ? 0 : Math.round(100 * done / keys.length)
    return { ...language, percentage, gauge: gaugeFor(percentage) }
  })
}
