import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { createShop } from '../app.js'
import { loadConfig } from '../config.js'
import { projectRoot } from '../paths.js'
import { resetData } from './reset.js'

const folders: string[] = []
afterEach(() => { for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true }) })

/** A folder that looks like a git checkout, which a mistaken DATA_DIR=. would point at. */
function fakeCheckout (): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-reset-'))
  folders.push(root)
  const files: Record<string, string> = {
    '.git/HEAD': 'ref: refs/heads/main\n',
    'package.json': '{ "name": "someone-elses-project" }\n',
    'src/index.ts': 'export {}\n',
    // Named like an instance, but without a shop database: not the shop's.
    'docs/readme.md': '# Docs\n',
    'var/notes.txt': 'mine\n'
  }
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), text)
  }
  return root
}

/** Lets a shop create its default instance in the folder, with one uploaded file. */
function runShopIn (dataDir: string): string {
  const shop = createShop({ config: loadConfig(), dataDir, log: () => {} })
  const instance = shop.registry.get()
  fs.writeFileSync(path.join(instance.filesDir, 'upload.jpg'), 'jpeg')
  shop.close()
  return instance.folder
}

const exists = (root: string, name: string): boolean => fs.existsSync(path.join(root, name))

describe('resetData', () => {
  it('throws away only the instance data the shop created, even when the data folder is a checkout', () => {
    const root = fakeCheckout()
    runShopIn(root)
    expect(exists(root, 'default/shop.db')).toBe(true)

    expect(resetData(root)).toEqual({ instances: ['default'] })

    for (const kept of ['.git/HEAD', 'package.json', 'src/index.ts', 'docs/readme.md', 'var/notes.txt', 'ctf.key', 'default/keys/progress.key']) {
      expect(exists(root, kept), kept).toBe(true)
    }
    for (const gone of ['default/shop.db', 'default/files', 'default/keys/jwt.key', 'default/keys/answers.key']) {
      expect(exists(root, gone), gone).toBe(false)
    }
  })

  it('keeps files of its own in an instance folder, and is harmless on a missing folder', () => {
    const root = fakeCheckout()
    const folder = runShopIn(root)
    fs.writeFileSync(path.join(folder, 'keep-me.txt'), 'not the shop\'s')
    resetData(root)
    expect(fs.readdirSync(folder)).toEqual(expect.arrayContaining(['keep-me.txt']))
    expect(exists(root, 'default/shop.db')).toBe(false)
    expect(resetData(path.join(root, 'missing'))).toEqual({ instances: [] })
  })
})

describe('npm run reset', () => {
  it('leaves a checkout named by DATA_DIR intact and seeds a fresh shop in it', async () => {
    const root = fakeCheckout()
    const folder = runShopIn(root)
    const before = fs.readFileSync(path.join(folder, 'keys', 'jwt.key'), 'utf8')
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'server', 'src', 'scripts', 'reset.ts')], {
      cwd: path.join(projectRoot, 'server'),
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: root },
      timeout: 20_000
    })
    expect(stdout).toContain('Reset the shop data of default')
    for (const kept of ['.git/HEAD', 'package.json', 'src/index.ts', 'docs/readme.md', 'var/notes.txt']) expect(exists(root, kept), kept).toBe(true)
    expect(exists(root, 'default/files/upload.jpg')).toBe(false)
    expect(exists(root, 'default/shop.db')).toBe(true)
    expect(fs.readFileSync(path.join(folder, 'keys', 'jwt.key'), 'utf8')).not.toBe(before)
  })
})
