/*
 * Starts the server bundle (dist/server.cjs) with V8's code cache. Parsing and compiling the
 * three-megabyte bundle was the largest single part of a start; with the cache V8 skips both.
 *
 * The cache is written once after a start that had none: two seconds in, or when the process exits
 * before that, so it also holds the functions the start-up and the first requests compiled. It sits beside the bundle and is named
 * after the bundle's size and modification time, so a new build never meets an old cache (V8
 * itself only compares the source length). Any failure to read or write it just means a slower start.
 */
import fs from 'node:fs'
import Module, { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import vm from 'node:vm'

const WRITE_AFTER_MS = 2_000

const bundle = fileURLToPath(new URL('./server.cjs', import.meta.url))
const folder = path.dirname(bundle)
const stat = fs.statSync(bundle)
const cacheName = `server.cjs.${stat.size}-${Math.floor(stat.mtimeMs)}.v8-cache`
const cacheFile = path.join(folder, cacheName)

let cachedData: Buffer | undefined
try { cachedData = fs.readFileSync(cacheFile) } catch { cachedData = undefined }

// The bundle is pure ASCII (the build's charset), so latin1 reads the same text without UTF-8 decoding.
const script = new vm.Script(Module.wrap(fs.readFileSync(bundle, 'latin1')), { filename: bundle, cachedData })

function writeCache (): void {
  try {
    for (const name of fs.readdirSync(folder)) if (name.endsWith('.v8-cache') && name !== cacheName) fs.rmSync(path.join(folder, name), { force: true })
    const partial = `${cacheFile}.${process.pid}`
    fs.writeFileSync(partial, script.createCachedData())
    fs.renameSync(partial, cacheFile)
  } catch {
    // A read-only installation simply starts without the cache.
  }
}

if (cachedData === undefined || script.cachedDataRejected === true) {
  process.once('exit', writeCache)
  setTimeout(() => { process.off('exit', writeCache); writeCache() }, WRITE_AFTER_MS).unref()
}

const cjsModule = new Module(bundle)
cjsModule.filename = bundle
const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: Module, filename: string, dirname: string) => void
run(cjsModule.exports, createRequire(bundle), cjsModule, bundle, folder)
