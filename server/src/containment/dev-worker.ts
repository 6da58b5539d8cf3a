import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Running from source (tests, `npm run dev`), the worker entry is bundled with esbuild on first
 * use, as the build does for `dist/`, so workers start as plain Node instead of loading a
 * TypeScript loader each (several times faster on a busy machine). The bundle is named by its
 * content and kept in `server/node_modules/.cache`, from where the worker's external packages
 * resolve; parallel test files share it without racing.
 */
export async function bundleWorkerFromSource (): Promise<string> {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./worker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    external: ['better-sqlite3', 'quickjs-emscripten-core', '@jitl/*', 'libxml2-wasm'],
    // Bundled CommonJS packages (yaml) call require() for Node built-ins, as in build.mjs.
    banner: { js: "import { createRequire as __shopCreateRequire } from 'node:module'; const require = __shopCreateRequire(import.meta.url);" },
    logLevel: 'silent'
  })
  const code = result.outputFiles[0].contents
  const dir = fileURLToPath(new URL('../../node_modules/.cache/contained-worker/', import.meta.url))
  const file = path.join(dir, `worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true })
    const partial = `${file}.${process.pid}.partial`
    fs.writeFileSync(partial, code)
    fs.renameSync(partial, file)
  }
  return file
}
