import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadFlagKey } from '../challenges/flag-key.js'
import { flagFor } from '../challenges/tracker.js'
import { projectRoot } from '../paths.js'
import { ctfProfile } from '../test-support/ctf-profile.js'
import { listen } from '../test-support/realtime.js'
import { createTestShop } from '../test-support/test-shop.js'

/*
 * Compatibility (issue 24, item 2): juice-shop-ctf-cli 12.0.0 (npm; a dev dependency of the e2e
 * workspace), the tool trainers load challenges into CTFd, FBCTF and RootTheBox with, run for real
 * in its non-interactive mode (a --config file) against a shop in the CTF profile. It reads
 * `GET /api/Challenges` and `GET /api/Hints`; before, the second answered 403 in that profile.
 * The tool's process may fetch only from this machine (e2e/support/local-network-only.cjs).
 */

const e2e = path.join(projectRoot, 'e2e')
const toolBin = createRequire(path.join(e2e, 'package.json')).resolve('juice-shop-ctf-cli/dist/bin/juice-shop-ctf.js')
const run = promisify(execFile)

const t = createTestShop(ctfProfile)
/** The shop's own flag key, so the tool's flags must be the ones the shop's notices show. */
const CTF_KEY = loadFlagKey(path.dirname(t.shop.registry.get().folder))
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'compat-ctf-tool-'))
afterAll(() => { fs.rmSync(folder, { recursive: true, force: true }) })

let url = ''
let challenges: Array<{ id: number, name: string }> = []
let hintsOf: (id: number) => string[]

beforeAll(async () => {
  url = (await listen(t)).url
  challenges = (await t.api.get('/api/Challenges')).body.data
  const hints = (await t.api.get('/api/Hints')).body.data as Array<{ ChallengeId: number, text: string, order: number }>
  hintsOf = id => hints.filter(h => h.ChallengeId === id).sort((a, b) => a.order - b.order).map(h => h.text)
})

type Framework = 'CTFd' | 'FBCTF' | 'RootTheBox'

/** Runs the tool once and returns the file it wrote; it reports failures on stdout and exits 0. */
async function exportFor (ctfFramework: Framework, insertHints: 'free' | 'paid'): Promise<string> {
  const config = path.join(folder, `${ctfFramework}-${insertHints}.yml`)
  const output = path.join(folder, `${ctfFramework}-${insertHints}.out`)
  const settings: Record<string, string> = { ctfFramework, juiceShopUrl: url, ctfKey: CTF_KEY, insertHints }
  if (ctfFramework === 'FBCTF') settings.countryMapping = `${url}/rest/country-mapping.yml`
  fs.writeFileSync(config, Object.entries(settings).map(([key, value]) => `${key}: ${value}`).join('\n') + '\n')
  const { stdout } = await run(process.execPath, ['--require', path.join(e2e, 'support', 'local-network-only.cjs'), toolBin, '--config', config, '--output', output], {
    cwd: folder, timeout: 60_000, env: { ...process.env, FORCE_COLOR: '0' }
  })
  if (/Failed|Error/i.test(stdout) || !fs.existsSync(output)) throw new Error(`juice-shop-ctf failed:\n${stdout}`)
  return fs.readFileSync(output, 'utf8')
}

const totalHints = (): number => challenges.reduce((sum, c) => sum + hintsOf(c.id).length, 0)

describe('juice-shop-ctf-cli against a CTF-profile shop', () => {
  it('finds hints although the profile hides them on the shop\'s own screens', async () => {
    expect(t.shop.config.challenges.showHints).toBe(false)
    expect(totalHints()).toBeGreaterThan(challenges.length)
  })

  it('exports CTFd with free and paid hints', async () => {
    const [free, paid] = await Promise.all([exportFor('CTFd', 'free'), exportFor('CTFd', 'paid')])
    for (const csv of [free, paid]) for (const c of challenges) expect(csv, c.name).toContain(flagFor(CTF_KEY, c.name))
    // Each row's hints are a JSON list in one CSV cell, its quotes doubled.
    const costs = (csv: string): number[] => [...csv.matchAll(/"(\[\{""content"".*?\}\])"/g)]
      .flatMap(match => (JSON.parse(match[1].replace(/""/g, '"')) as Array<{ cost: number }>).map(hint => hint.cost))
    expect(costs(free)).toHaveLength(totalHints())
    expect(costs(free).every(cost => cost === 0)).toBe(true)
    expect(costs(paid)).toHaveLength(totalHints())
    expect(costs(paid).every(cost => cost > 0)).toBe(true)
  }, 120_000)

  it('exports FBCTF with free and paid hints', async () => {
    const [free, paid] = (await Promise.all([exportFor('FBCTF', 'free'), exportFor('FBCTF', 'paid')]))
      .map(text => (JSON.parse(text) as { levels: { levels: Array<{ title: string, flag: string, hint: string, penalty: number }> } }).levels.levels)
    for (const levels of [free, paid]) {
      expect(levels).toHaveLength(challenges.length)
      for (const c of challenges) {
        const level = levels.find(l => l.title === c.name)!
        expect(level.flag, c.name).toBe(flagFor(CTF_KEY, c.name))
        expect(level.hint, c.name).toBe(hintsOf(c.id).join('\n\n'))
      }
    }
    expect(free.every(level => level.penalty === 0)).toBe(true)
    expect(paid.filter(level => level.hint !== '').every(level => level.penalty > 0)).toBe(true)
  }, 120_000)

  it('exports RootTheBox with free and paid hints', async () => {
    const [free, paid] = await Promise.all([exportFor('RootTheBox', 'free'), exportFor('RootTheBox', 'paid')])
    const prices = (xml: string): number[] => [...xml.matchAll(/<hint>[\s\S]*?<price>(\d+)<\/price>[\s\S]*?<\/hint>/g)].map(match => Number(match[1]))
    for (const xml of [free, paid]) for (const c of challenges) expect(xml, c.name).toContain(flagFor(CTF_KEY, c.name))
    expect(prices(free)).toHaveLength(totalHints())
    expect(prices(free).every(price => price === 0)).toBe(true)
    expect(prices(paid)).toHaveLength(totalHints())
    expect(prices(paid).every(price => price > 0)).toBe(true)
  }, 120_000)
})
