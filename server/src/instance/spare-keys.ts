import { generateKeyPair } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

const generatePair = promisify(generateKeyPair)

export interface RsaPair { privateKey: string, publicKey: string }

/** A 2048-bit RSA pair in the PEM forms the token service reads (`keys/jwt.key`, `keys/jwt.pub`). */
export async function generateRsaPair (): Promise<RsaPair> {
  const { privateKey, publicKey } = await generatePair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' }
  })
  return { privateKey, publicKey }
}

const PAIR_FILE = /^(\d+)\.pem\.json$/

/**
 * RSA signing keys made ahead of need. A 2048-bit pair costs 100–700 ms of CPU, far over the budget
 * of a team's join, so pairs are generated in the background (libuv's thread pool, one at a time so
 * a class's start never takes both cores) and kept on disk, one file per pair, so a restart finds
 * them. `take()` hands out a stored pair at once; only when none is left does the caller wait for
 * one generation of its own. A pair file is removed before its pair is handed out, so no two
 * instances ever get the same key, even across a crash.
 */
export class SpareKeys {
  private filling: Promise<void> | undefined
  private readonly target: () => number
  private closed = false
  private counter = 0

  constructor (
    private readonly folder: string,
    /** How many pairs to keep in stock (asked again before every generation). */
    target: number | (() => number),
    private readonly log: (message: string, error?: unknown) => void = () => {},
    /** Makes one pair; tests hand in a cheap one (test shops share one pair, see test-support/test-shop.ts). */
    private readonly generate: () => Promise<RsaPair> = generateRsaPair
  ) {
    this.target = typeof target === 'number' ? () => target : target
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 })
    for (const name of fs.readdirSync(folder)) {
      const match = PAIR_FILE.exec(name)
      if (match !== null) this.counter = Math.max(this.counter, Number(match[1]) + 1)
      // Half-written pairs from a crash mid-write are not pairs.
      else if (name.endsWith('.tmp')) fs.rmSync(path.join(folder, name), { force: true })
    }
  }

  /** Pairs in stock right now. */
  count (): number {
    return this.stock().length
  }

  private stock (): string[] {
    return fs.readdirSync(this.folder).filter(name => PAIR_FILE.test(name)).sort()
  }

  /** A pair for a new instance: from stock when there is one, else freshly generated (never synchronously). */
  async take (): Promise<RsaPair> {
    for (const name of this.stock()) {
      const file = path.join(this.folder, name)
      let text: string
      try {
        text = fs.readFileSync(file, 'utf8')
        fs.rmSync(file)
      } catch {
        continue // taken by a concurrent call between listing and reading
      }
      this.refill()
      try {
        return JSON.parse(text) as RsaPair
      } catch (error) {
        this.log(`Spare key ${name} was unreadable and is dropped`, error)
      }
    }
    this.refill()
    return await this.generate()
  }

  /** Starts topping the stock up in the background unless that is already under way. */
  refill (): void {
    if (this.closed || this.filling !== undefined) return
    this.filling = this.fill()
      .catch(error => { this.log('Generating spare signing keys failed', error) })
      .finally(() => { this.filling = undefined })
  }

  /** Resolves when the stock is full (tests, the bench): starts a refill when needed. */
  async ready (): Promise<void> {
    while (!this.closed && this.count() < this.target()) {
      this.refill()
      await this.filling
    }
  }

  private async fill (): Promise<void> {
    while (!this.closed && this.count() < this.target()) {
      const pair = await this.generate()
      if (this.closed) return
      const name = `${String(this.counter++).padStart(8, '0')}.pem.json`
      const temporary = path.join(this.folder, `${name}.tmp`)
      fs.writeFileSync(temporary, JSON.stringify(pair), { mode: 0o600 })
      fs.renameSync(temporary, path.join(this.folder, name))
    }
  }

  /** Stops generating; a generation under way finishes and is dropped. */
  close (): void {
    this.closed = true
  }
}
