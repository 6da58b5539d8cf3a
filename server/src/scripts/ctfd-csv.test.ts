import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../challenges/catalogue.js'
import { flagFor } from '../challenges/tracker.js'
import { projectRoot } from '../paths.js'
import { CTFD_COLUMNS, ctfdRow, curriculumTags, POINTS_BY_DIFFICULTY, toCsv, type CtfdRow } from './ctfd-csv.js'

/** A strict RFC 4180 reader, as Python's csv.DictReader (CTFd's importer) sees the file. */
function parseCsv (text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { field += '"'; i++ } else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') { record.push(field); field = '' }
    else if (ch === '\r' && text[i + 1] === '\n') { record.push(field); records.push(record); record = []; field = ''; i++ }
    else field += ch
  }
  if (field !== '' || record.length > 0) throw new Error('The last record is not terminated')
  return records
}

/** What CTFd's importer does with a list column. */
const ctfdList = (cell: string): string[] => cell === '' ? [] : cell.split(',').map(item => item.trim())

const catalogue = loadCatalogue()
const key = 'trainer-secret'

describe('CTFd challenge export', () => {
  it('builds one row per challenge with points by difficulty and the HMAC flag', () => {
    const challenge = catalogue.byKey.get('progressCodeForgeChallenge')!
    const row = ctfdRow(challenge, key)
    expect(row).toMatchObject({ name: 'Impossible Progress', category: 'Cryptographic Issues', value: '1000', type: 'standard', state: 'visible', max_attempts: '0' })
    expect(row.flags).toBe(flagFor(key, 'Impossible Progress'))
    expect(row.flags).toMatch(/^[0-9a-f]{40}$/)
    expect(POINTS_BY_DIFFICULTY).toEqual([100, 250, 450, 700, 1000, 1350])
  })

  it('keeps a hint with commas in one piece after CTFd splits the list', () => {
    const base = catalogue.byKey.get('scoreBoardChallenge')!
    const row = ctfdRow({ ...base, hints: ['First, look around.', 'Then, "search".'], tags: ['Tutorial', 'Good for Demos'] }, key)
    expect(ctfdList(row.hints)).toEqual(['First\u201A look around.', 'Then\u201A "search".'])
    expect(ctfdList(row.tags)).toEqual(['Tutorial', 'Good for Demos', ...curriculumTags(base)])
  })

  it('carries the curriculum mapping as tags after the catalogue tags', () => {
    expect(ctfdList(ctfdRow({ ...catalogue.byKey.get('ssrfChallenge')!, tags: [] }, key).tags)).toEqual(['CWE-918', 'A10:2021', 'API7:2023'])
    expect(ctfdList(ctfdRow(catalogue.byKey.get('loginAdminSqliChallenge')!, key).tags)).toEqual(['Tutorial', 'Good for Demos', 'CWE-89', 'A03:2021'])
  })

  it('escapes quotes, commas and line breaks so every cell reads back unchanged', () => {
    const tricky: CtfdRow = { ...ctfdRow(catalogue.all[0], key), name: 'A "quoted", name', description: '<p>line one\nline two, "quoted"</p>' }
    const [header, row] = parseCsv(toCsv([tricky]))
    expect(header).toEqual([...CTFD_COLUMNS])
    expect(row).toEqual(CTFD_COLUMNS.map(column => tricky[column]))
  })

  it('the ctf-export script writes every challenge, and refuses to run without CTF_KEY', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-ctfd-'))
    const script = path.join(projectRoot, 'server', 'src', 'scripts', 'ctf-export.ts')
    const run = (env: Record<string, string | undefined>) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', script, 'out.csv'], { cwd: path.join(projectRoot, 'server'), env: { ...process.env, INIT_CWD: dir, ...env }, timeout: 15_000 })
    try {
      await expect(run({ CTF_KEY: '' })).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('CTF_KEY is not set') })
      expect(fs.existsSync(path.join(dir, 'out.csv'))).toBe(false)

      await run({ CTF_KEY: key })
      const text = fs.readFileSync(path.join(dir, 'out.csv'), 'utf8')
      expect(text.charCodeAt(0)).not.toBe(0xfeff)
      const [header, ...records] = parseCsv(text)
      const rows = records.map(r => Object.fromEntries(header.map((column, i) => [column, r[i]])))
      expect(rows.map(r => r.name)).toEqual(catalogue.all.map(c => c.name))
      for (const challenge of catalogue.all) {
        const row = rows.find(r => r.name === challenge.name)!
        expect(row.category).toBe(challenge.category)
        expect(row.description).toBe(challenge.description)
        expect(Number(row.value)).toBe(POINTS_BY_DIFFICULTY[challenge.difficulty - 1])
        expect(ctfdList(row.flags)).toEqual([flagFor(key, challenge.name)])
        expect(ctfdList(row.hints)).toHaveLength(challenge.hints.length)
        expect(ctfdList(row.tags)).toEqual([...challenge.tags, ...curriculumTags(challenge)])
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
