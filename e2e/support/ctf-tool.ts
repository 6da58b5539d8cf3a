import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const here = path.dirname(fileURLToPath(import.meta.url))
const run = promisify(execFile)
const toolBin = createRequire(import.meta.url).resolve('juice-shop-ctf-cli/dist/bin/juice-shop-ctf.js')
const ownExport = path.resolve(here, '../../server/dist/scripts/ctf-export.js')

export interface ToolSettings {
  ctfFramework: 'CTFd' | 'FBCTF' | 'RootTheBox'
  juiceShopUrl: string
  ctfKey: string
  insertHints: 'none' | 'free' | 'paid'
  countryMapping?: string
}

/** A temporary folder for one test's files, removed by the returned cleanup. */
export function scratchFolder (): { folder: string, cleanup: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'juice-shop-ctf-tool-'))
  return { folder, cleanup: () => { fs.rmSync(folder, { recursive: true, force: true }) } }
}

/**
 * Runs juice-shop-ctf-cli non-interactively (its --config file) and returns the file it wrote.
 * The tool reports failures on stdout and still exits 0, so a missing file or a failure line is
 * turned into an error here.
 */
export async function runCtfTool (settings: ToolSettings, folder: string): Promise<string> {
  const config = path.join(folder, `${settings.ctfFramework}.yml`)
  const output = path.join(folder, `${settings.ctfFramework}-${settings.insertHints}.out`)
  // Every value is a plain word or URL, so each line is valid YAML as written.
  fs.writeFileSync(config, Object.entries(settings).map(([key, value]) => `${key}: ${value}`).join('\n') + '\n')
  const { stdout } = await run(process.execPath, ['--require', path.join(here, 'local-network-only.cjs'), toolBin, '--config', config, '--output', output], {
    cwd: folder,
    timeout: 30_000,
    env: { ...process.env, FORCE_COLOR: '0' }
  })
  if (/Failed|Error/i.test(stdout) || !fs.existsSync(output)) throw new Error(`juice-shop-ctf failed:\n${stdout}`)
  return fs.readFileSync(output, 'utf8')
}

/** The shop's own CTFd export (`npm run ctf:export`) for the same key. */
export async function runOwnExport (ctfKey: string, folder: string): Promise<string> {
  const file = path.join(folder, 'own.csv')
  await run(process.execPath, [ownExport, file], { env: { ...process.env, CTF_KEY: ctfKey }, timeout: 30_000 })
  return fs.readFileSync(file, 'utf8')
}
