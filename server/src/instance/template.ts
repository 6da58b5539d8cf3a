import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { openSqlite } from '../db/sqlite.js'
import { openDatabase } from '../db/open.js'
import { schema } from '../db/schema.js'
import { checkoutSchema } from '../db/schema-checkout.js'
import { filesSchema } from '../db/schema-files.js'
import { readSeedUsers, seedDatabase, seedUserSecrets, type SeedUser } from '../db/seed.js'
import { writeNewSecrets } from '../domain/auth/keys.js'
import { dataFolder, projectRoot } from '../paths.js'
import { createRepositories } from '../repositories/index.js'
import { rekeySeedUsers } from '../repositories/seed-secrets.js'
import { ensureInstanceFolder } from './folders.js'
import type { RsaPair } from './spare-keys.js'
import { NO_CONTENT, type ShopContent } from '../overlay.js'

/** Bumped when what the template holds changes in a way the fingerprint's inputs do not show. */
const TEMPLATE_FORMAT = 2
const TEMPLATE_FOLDER = '.template'

/**
 * What a template is made from: the schema, every seed data file, the application version and
 * the shop's domain (seeded e-mails carry it). Equal fingerprints mean an equal seeded database.
 */
export function templateFingerprint (domain: string, content: ShopContent = NO_CONTENT): string {
  const hash = createHash('sha256')
  hash.update(`format ${TEMPLATE_FORMAT}\0domain ${domain}\0`)
  // The content overlay's products and memories are seeded too.
  hash.update(JSON.stringify({ products: content.products, memories: content.memories })).update('\0')
  hash.update(fs.readFileSync(path.join(projectRoot, 'package.json')))
  for (const part of [schema, checkoutSchema, filesSchema]) hash.update(part).update('\0')
  for (const name of fs.readdirSync(dataFolder).filter(file => /\.ya?ml$/.test(file)).sort()) {
    hash.update(name).update('\0').update(fs.readFileSync(path.join(dataFolder, name))).update('\0')
  }
  return hash.digest('hex')
}

/**
 * A seeded shop made once and copied for every new team (`InstanceRegistry.create`): seeding from
 * the YAML files costs tens of milliseconds and an RSA key hundreds, a file copy well under one.
 * The template lives in `<dataDir>/.template/` (a name no instance id can take) and is reused
 * across restarts while its fingerprint matches; otherwise it is built again, in a side folder
 * renamed into place, so a crash never leaves half a template.
 *
 * The template's database stays in WAL mode (so a copy needs no journal switch, which costs a sync)
 * and is checkpointed and closed before it is ever copied: closing the last connection folds the
 * WAL into the file and deletes it, so the file alone holds everything and a plain copy of it is a
 * consistent database. Nothing opens the template while it is copied.
 */
export class PreparedTemplate {
  readonly folder: string
  private users: SeedUser[] | undefined
  /** Checked once per process: the data files and schema do not change while it runs. */
  private checked = false

  constructor (private readonly dataDir: string, private readonly domain: string, private readonly content: ShopContent = NO_CONTENT) {
    this.folder = path.join(dataDir, TEMPLATE_FOLDER)
  }

  private get dbFile (): string {
    return path.join(this.folder, 'shop.db')
  }

  /** Builds the template unless a matching one is on disk; true when it built one. */
  ensure (): boolean {
    if (this.checked && fs.existsSync(this.dbFile)) return false
    const fingerprint = templateFingerprint(this.domain, this.content)
    this.checked = true
    if (this.storedFingerprint() === fingerprint && fs.existsSync(this.dbFile)) return false
    const building = `${this.folder}.build-${process.pid}-${randomBytes(4).toString('hex')}`
    fs.mkdirSync(path.join(building, 'files'), { recursive: true })
    const db = openDatabase(path.join(building, 'shop.db'))
    try {
      // The template's own answer key is thrown away: every copy gets its answers rehashed (below).
      seedDatabase(db, createRepositories(db), { domain: this.domain, answerKey: randomBytes(32).toString('hex'), content: this.content })
      db.pragma('wal_checkpoint(TRUNCATE)')
    } finally {
      db.close()
    }
    fs.writeFileSync(path.join(building, 'fingerprint'), `${fingerprint}\n`)
    fs.rmSync(this.folder, { recursive: true, force: true })
    fs.renameSync(building, this.folder)
    return true
  }

  private storedFingerprint (): string | undefined {
    try {
      return fs.readFileSync(path.join(this.folder, 'fingerprint'), 'utf8').trim()
    } catch {
      return undefined
    }
  }

  /**
   * Lays out a new instance folder at `target` from the template: database, prepared files, and keys
   * (the RSA pair given, the other secrets fresh). Everything is made in a side folder that is renamed
   * to `target` last, so an instance folder is either complete or absent. `target` must not exist.
   */
  instantiate (target: string, pair: RsaPair): void {
    this.ensure()
    const id = path.basename(target)
    const staging = path.join(path.dirname(target), `.creating-${id}-${randomBytes(4).toString('hex')}`)
    try {
      ensureInstanceFolder(staging, id)
      fs.cpSync(path.join(this.folder, 'files'), path.join(staging, 'files'), { recursive: true })
      const dbFile = path.join(staging, 'shop.db')
      fs.copyFileSync(this.dbFile, dbFile)
      const secrets = writeNewSecrets(path.join(staging, 'keys'), pair)
      const db = openSqlite(dbFile)
      try {
        // A staging copy needs no sync: a crash before the rename below throws it away, and the
        // rename happens after the data is in the operating system's hands (kill -9 loses nothing).
        db.pragma('synchronous = OFF')
        this.users ??= readSeedUsers()
        rekeySeedUsers(db, seedUserSecrets(this.users, { domain: this.domain, answerKey: secrets.answerKey }))
      } finally {
        db.close()
      }
      fs.renameSync(staging, target)
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true })
      throw error
    }
  }
}
