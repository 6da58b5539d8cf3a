/*
 * `npm run i18n:missing`: what each shipped language lacks against English (missing keys, keys
 * English no longer has, texts whose placeholders or tags differ) and its coverage. Exits with 1
 * when something is left, so it can gate a commit. `--json` prints the same as JSON.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkTranslation, coverage, expectedKeys, type Texts } from '../src/lib/translation-check.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const folder = path.join(root, 'web', 'public', 'assets', 'i18n')
const read = (file: string): Texts => fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) as Texts : {}

const listing = fs.readFileSync(path.join(root, 'data', 'languages.yml'), 'utf8')
const languages = [...listing.matchAll(/^- key: (\S+)/gm)].map(m => m[1]).filter(key => key !== 'en')
const english = read(path.join(folder, 'en.json'))

const results = languages.map(language => {
  const report = checkTranslation(english, read(path.join(folder, `${language}.json`)), language)
  return { language, coverage: coverage(report, expectedKeys(english, language).required.size), ...report }
})

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results, null, 2))
} else {
  for (const { language, coverage: percent, missing, extra, placeholders, markup } of results) {
    console.log(`${language.padEnd(6)} ${String(percent).padStart(3)} %  missing ${missing.length}, extra ${extra.length}, placeholders ${placeholders.length}, tags ${markup.length}`)
    const lists: Array<[string, string[]]> = [['missing', missing], ['extra', extra], ['placeholders differ', placeholders], ['tags differ', markup]]
    for (const [label, keys] of lists) if (keys.length > 0) console.log(`  ${label}: ${keys.join(', ')}`)
  }
}
process.exitCode = results.some(r => r.missing.length + r.extra.length + r.placeholders.length + r.markup.length > 0) ? 1 : 0
