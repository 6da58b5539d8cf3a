import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createShop } from '../app.js'
import { loadConfig } from '../config.js'
import { projectRoot } from '../paths.js'
import { DATA_MARKER, INSTANCE_MARKER } from './folders.js'
import { resetData } from './reset.js'

const folders: string[] = []
afterEach(() => { for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true }) })

function temporary (): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-reset-')))
  folders.push(root)
  return root
}

function write (root: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), text)
  }
}

/** A user's folder that holds what looks like shop data: a mistaken DATA_DIR could point at it. */
function usersFolder (root = temporary()): string {
  write(root, {
    '.git/HEAD': 'ref: refs/heads/main\n',
    'package.json': '{ "name": "someone-elses-project" }\n',
    'default/shop.db': 'my own database\n',
    'default/files/photo.jpg': 'jpeg',
    'default/keys/jwt.key': 'my own key\n',
    'default/notes.txt': 'mine\n'
  })
  return root
}

/** Lets a shop create its instances in the folder, each with one uploaded file. */
function runShopIn (dataDir: string, ids = ['default']): void {
  const shop = createShop({ config: loadConfig(), dataDir, log: () => {} })
  for (const id of ids) fs.writeFileSync(path.join(shop.registry.get(id).filesDir, 'upload.jpg'), 'jpeg')
  shop.close()
}

/** A data folder the shop created itself, with the user's own files put in beside the shop's. */
function shopDataFolder (ids?: string[]): string {
  const dataDir = path.join(temporary(), 'data')
  runShopIn(dataDir, ids)
  write(dataDir, { 'readme.txt': 'mine\n', 'default/keep-me.txt': 'mine\n', 'notes/shop.db': 'mine\n', 'notes/files/mine.txt': 'mine\n' })
  return dataDir
}

/** Every path below the folder with its content (files) or kind, links not followed. */
function snapshot (root: string): Map<string, string> {
  const seen = new Map<string, string>()
  const walk = (folder: string): void => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name)
      if (entry.isDirectory()) { seen.set(file, 'folder'); walk(file) } else if (entry.isSymbolicLink()) seen.set(file, `link ${fs.readlinkSync(file)}`)
      else seen.set(file, fs.readFileSync(file, 'utf8'))
    }
  }
  walk(root)
  return seen
}

const options = { checkout: projectRoot }
const exists = (root: string, name: string): boolean => fs.existsSync(path.join(root, name))

describe('the folders the shop creates', () => {
  it('carry markers, and a folder that existed before gets none', () => {
    const dataDir = shopDataFolder()
    expect(fs.readFileSync(path.join(dataDir, DATA_MARKER), 'utf8')).toMatch(/^pulp-juice-shop data folder\n/)
    expect(fs.readFileSync(path.join(dataDir, 'default', INSTANCE_MARKER), 'utf8')).toMatch(/^default\n/)
    const existing = temporary()
    write(existing, { 'default/notes.txt': 'mine\n' })
    runShopIn(existing, ['default', 'team-b'])
    expect(exists(existing, DATA_MARKER)).toBe(false)
    expect(exists(existing, `default/${INSTANCE_MARKER}`)).toBe(false)
    // An instance folder the shop made itself is marked, wherever it is.
    expect(exists(existing, `team-b/${INSTANCE_MARKER}`)).toBe(true)
  })
})

describe('resetData', () => {
  it('throws away what the shop made, keeping the flag key, the progress key, the markers and the user\'s files', () => {
    const dataDir = shopDataFolder()
    const { deleted } = resetData(dataDir, options)
    expect(deleted.map(file => path.relative(dataDir, file)).sort()).toEqual(['default/files', 'default/keys/answers.key', 'default/keys/jwt.key', 'default/keys/jwt.pub', 'default/shop.db'])
    for (const kept of ['ctf.key', DATA_MARKER, `default/${INSTANCE_MARKER}`, 'default/keys/progress.key', 'readme.txt', 'default/keep-me.txt', 'notes/shop.db', 'notes/files/mine.txt']) {
      expect(exists(dataDir, kept), kept).toBe(true)
    }
  })

  it('leaves a folder without the marker untouched, whatever it holds', () => {
    const root = usersFolder()
    const before = snapshot(root)
    const { plan, deleted } = resetData(root, options)
    expect(plan.refusal).toMatch(/no \.pulp-shop-data marker/)
    expect(deleted).toEqual([])
    expect(snapshot(root)).toEqual(before)
  })

  it('deletes nothing in a data folder above the checkout or equal to it, even a marked one', () => {
    const parent = temporary()
    const checkout = path.join(parent, 'pulp-juice-shop')
    write(parent, { 'pulp-juice-shop/config/default.yml': 'server: {}\n', 'pulp-juice-shop/default/shop.db': 'var\n' })
    usersFolder(path.join(parent, 'beside'))
    write(parent, { 'default/shop.db': 'beside the checkout\n', 'default/files/photo.jpg': 'jpeg' })
    const before = snapshot(parent)
    for (const dataDir of [parent, checkout]) {
      expect(resetData(dataDir, { checkout }).plan.refusal, dataDir).toMatch(/holds the shop's own checkout/)
    }
    write(parent, { [DATA_MARKER]: 'pulp-juice-shop data folder\n', [`default/${INSTANCE_MARKER}`]: 'default\n' })
    expect(resetData(parent, { checkout }).deleted).toEqual([])
    const after = snapshot(parent)
    for (const [file, content] of before) expect(after.get(file), file).toBe(content)
  })

  it('never follows a link out of the data folder', () => {
    const dataDir = shopDataFolder()
    const outside = usersFolder()
    fs.renameSync(path.join(dataDir, 'default', 'files'), path.join(dataDir, 'old-files'))
    fs.symlinkSync(path.join(outside, 'default', 'files'), path.join(dataDir, 'default', 'files'))
    fs.symlinkSync(path.join(outside, 'default', 'shop.db'), path.join(dataDir, 'default', 'shop.db-wal'))
    fs.rmSync(path.join(dataDir, 'default', 'keys'), { recursive: true })
    fs.symlinkSync(path.join(outside, 'default', 'keys'), path.join(dataDir, 'default', 'keys'))
    write(outside, { [`default/${INSTANCE_MARKER}`]: 'default\n', [`team-b/${INSTANCE_MARKER}`]: 'team-b\n', 'team-b/shop.db': 'mine\n' })
    fs.symlinkSync(path.join(outside, 'team-b'), path.join(dataDir, 'team-b'))
    const before = snapshot(outside)

    const { plan, deleted } = resetData(dataDir, options)

    expect(deleted).toEqual([path.join(dataDir, 'default', 'shop.db')])
    expect(plan.leftAlone.map(entry => path.relative(dataDir, entry.path)).sort()).toEqual(['default/files', 'default/keys', 'default/shop.db-wal', 'notes', 'team-b'])
    expect(snapshot(outside)).toEqual(before)
  })

  it('prints a plan that lists exactly what it then deletes', () => {
    const dataDir = shopDataFolder(['default', 'team-b'])
    const before = snapshot(dataDir)
    let printed = ''
    const { deleted } = resetData(dataDir, { ...options, print: text => { printed += text } })
    const after = snapshot(dataDir)

    const lines = printed.split('\n')
    const listed = lines.slice(1, lines.findIndex(line => line.startsWith('Left alone'))).map(line => line.trim())
    expect(listed).toEqual(deleted)
    expect(printed).toContain(`Deleting ${listed.length} entries in ${dataDir}:`)
    expect(printed).toMatch(/Left alone[^\n]*\n {2}.*notes: no \.pulp-shop-instance marker naming notes/)
    const gone = [...before.keys()].filter(file => !after.has(file))
    expect(gone.filter(file => !listed.some(entry => file === entry || file.startsWith(`${entry}${path.sep}`)))).toEqual([])
    for (const entry of listed) expect(gone, entry).toContain(entry)
    expect(listed).toHaveLength(10)
  })

  it('is harmless on a missing folder', () => {
    const missing = path.join(temporary(), 'missing')
    expect(resetData(missing, options)).toMatchObject({ plan: { deletions: [] }, deleted: [] })
    expect(fs.existsSync(missing)).toBe(false)
  })
})

/** Runs `npm run reset`'s script from source with that data folder; never throws. */
async function runReset (dataDir: string): Promise<{ code: number, stdout: string }> {
  return await new Promise(resolve => {
    execFile(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'server', 'src', 'scripts', 'reset.ts')], {
      cwd: path.join(projectRoot, 'server'),
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir },
      timeout: 30_000
    }, (error, stdout) => { resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout }) })
  })
}

describe('npm run reset', () => {
  it('run twice on a user\'s folder, deletes nothing of theirs and seeds nothing there', async () => {
    const root = usersFolder()
    const before = snapshot(root)
    for (const run of [1, 2]) {
      const { code, stdout } = await runReset(root)
      expect(code, `run ${run}`).not.toBe(0)
      expect(stdout).toMatch(/Nothing deleted: .* has no \.pulp-shop-data marker/)
    }
    expect(snapshot(root)).toEqual(before)
  }, 90_000)

  it('prints its plan, deletes it and seeds a fresh shop in a data folder it made', async () => {
    const dataDir = shopDataFolder()
    const jwtKey = fs.readFileSync(path.join(dataDir, 'default', 'keys', 'jwt.key'), 'utf8')
    const { code, stdout } = await runReset(dataDir)
    expect(code).toBe(0)
    expect(stdout).toContain(`Deleting 5 entries in ${dataDir}:\n  ${path.join(dataDir, 'default', 'shop.db')}\n`)
    expect(stdout).toContain(`Seeded a fresh shop in ${dataDir}`)
    expect(exists(dataDir, 'default/files/upload.jpg')).toBe(false)
    expect(exists(dataDir, 'default/shop.db')).toBe(true)
    expect(fs.readFileSync(path.join(dataDir, 'default', 'keys', 'jwt.key'), 'utf8')).not.toBe(jwtKey)
    for (const kept of ['readme.txt', 'default/keep-me.txt', 'notes/shop.db', 'notes/files/mine.txt']) expect(exists(dataDir, kept), kept).toBe(true)
  }, 60_000)
})
