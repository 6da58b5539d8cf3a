/*
 * `npm run i18n:missing`: what each shipped language lacks against English, UI and content texts, (missing keys, keys
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
// The UI texts, then each content folder (privacy policy, tutorials); their keys are listed as `folder/KEY`.
const kinds = ['', ...fs.readdirSync(folder, { withFileTypes: true })
  .filter(entry => entry.isDirectory() && fs.existsSync(path.join(folder, entry.name, 'en.json')))
  .map(entry => entry.name).sort()]

const results = languages.map(language => {
  const reports = kinds.map(kind => {
    const english = read(path.join(folder, kind, 'en.json'))
    const report = checkTranslation(english, read(path.join(folder, kind, `${language}.json`)), language)
    const named = (keys: string[]): string[] => kind === '' ? keys : keys.map(key => `${kind}/${key}`)
    return { required: expectedKeys(english, language).required.size, missing: named(report.missing), extra: named(report.extra), placeholders: named(report.placeholders), markup: named(report.markup) }
  })
  const report = {
    missing: reports.flatMap(r => r.missing),
    extra: reports.flatMap(r => r.extra),
    placeholders: reports.flatMap(r => r.placeholders),
    markup: reports.flatMap(r => r.markup)
  }
  return { language, coverage: coverage(report, reports.reduce((sum, r) => sum + r.required, 0)), ...report }
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
