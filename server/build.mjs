/*
 * Bundles the server into one file per entry point. Loading a few hundred separate modules
 * dominated cold start; one bundled file per entry starts about a third faster.
 * The server itself is bundled as CommonJS (dist/server.cjs) and started by dist/main.js
 * (src/launcher.ts) with V8's code cache, which skips parsing and compiling the three-megabyte
 * bundle on every start after the first: about a quarter of a start's CPU time.
 * The maintenance scripts and the contained worker stay plain ES module bundles. Last, every
 * YAML file the shop reads is stored as JSON in dist/yaml/ (src/scripts/precompile-yaml.ts).
 * Type checking stays with `tsc` (the lint and typecheck scripts).
 */
import { execFileSync } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import { build } from 'esbuild'

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Native addons and packages that read their own files at run time must stay in node_modules
  // (tinypool starts its workers from its own entry files; QuickJS is loaded only by the workers;
  // esbuild itself is used only when running from source).
  external: ['better-sqlite3', 'ioredis', '@socket.io/redis-adapter', 'config', 'pdfkit', 'libxml2-wasm', 'svg-captcha', 'tinypool', 'quickjs-emscripten-core', '@jitl/*', 'esbuild'],
  logLevel: 'warning'
}

await rm('dist', { recursive: true, force: true })
await build({
  ...common,
  // The contained worker is its own entry: worker threads load it, never the main bundle.
  entryPoints: ['src/scripts/reset.ts', 'src/scripts/ctf-export.ts', 'src/scripts/precompile-yaml.ts', 'src/containment/worker.ts'],
  outdir: 'dist',
  outbase: 'src',
  format: 'esm',
  // Bundled CommonJS packages call require() for Node built-ins; ESM output has none of its own.
  banner: { js: "import { createRequire as __shopCreateRequire } from 'node:module'; const require = __shopCreateRequire(import.meta.url);" }
})
await build({
  ...common,
  // better-sqlite3's JavaScript starts faster from the code cache; its addon is loaded by path (src/db/sqlite.ts).
  external: common.external.filter(name => name !== 'better-sqlite3'),
  entryPoints: ['src/main.ts'],
  outfile: 'dist/server.cjs',
  format: 'cjs',
  // The launcher runs this bundle from V8's code cache, and a script compiled from a code cache has
  // no loader for import(): packages loaded on first use (the worker pool, pdfkit…) are required
  // instead, which Node 20.19+ also does for ES-module-only packages.
  supported: { 'dynamic-import': false },
  // Whitespace and syntax only: the names stay as written, for stack traces and logs. Minified names
  // needed keepNames, whose defineProperty call on every function cost ~3 MiB and time at start.
  minifyWhitespace: true,
  minifySyntax: true,
  // Non-ASCII characters escaped: the launcher reads the bundle as latin1, which is faster than UTF-8.
  charset: 'ascii',
  // The sources are ES modules; the few that ask for their own URL get the bundle's.
  define: { 'import.meta.url': '__shopModuleUrl' },
  banner: { js: "const __shopModuleUrl = require('node:url').pathToFileURL(__filename).href;" }
})
// The launcher is CommonJS too: an ES module entry point makes Node start its ES module loader
// (resolution, linking) for nothing. dist/ is therefore CommonJS, its ES module bundles' folders are not.
await build({
  ...common,
  entryPoints: ['src/launcher.ts'],
  outfile: 'dist/main.js',
  format: 'cjs',
  define: { 'import.meta.url': '__launcherUrl' },
  banner: { js: "const __launcherUrl = require('node:url').pathToFileURL(__filename).href;" }
})
await writeFile('dist/package.json', JSON.stringify({ type: 'commonjs' }) + '\n')
for (const folder of ['dist/scripts', 'dist/containment']) await writeFile(`${folder}/package.json`, JSON.stringify({ type: 'module' }) + '\n')
// Every shipped YAML file as JSON in dist/yaml/ (src/yaml-files.ts): parsing YAML was half of a start.
execFileSync(process.execPath, ['dist/scripts/precompile-yaml.js'], { stdio: 'inherit' })
