import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|md|xml|webmanifest)$/i
/** Below this a compressed copy saves less than its extra headers cost. */
const MIN_BYTES = 512

/**
 * Writes `x.br` (brotli, best quality) and `x.gz` (gzip level 9) beside every text file of the
 * build, public files included, so the server sends compressed files without compressing per
 * request. A copy that would not be smaller is not written.
 */
export function precompress (): Plugin {
  let outDir = 'dist'
  return {
    name: 'shop-precompress',
    apply: 'build',
    configResolved (config) { outDir = path.resolve(config.root, config.build.outDir) },
    async closeBundle () {
      const names = await fs.readdir(outDir, { recursive: true, encoding: 'utf8' })
      await Promise.all(names.filter(name => COMPRESSIBLE.test(name)).map(async name => {
        const file = path.join(outDir, name)
        const body = await fs.readFile(file)
        if (body.length < MIN_BYTES) return
        const [br, gz] = await Promise.all([
          brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gzip(body, { level: 9 })
        ])
        if (br.length < body.length) await fs.writeFile(`${file}.br`, br)
        if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz)
      }))
    }
  }
}
