// Reports the gzip size of the JS a first visit to /#/search downloads: the entry chunk with its
// static imports, plus the lazy chunks that render on that route (search screen, welcome dialog).
// Usage: npx vite build --manifest --outDir /tmp/size-dist && node scripts/first-load-size.mjs /tmp/size-dist
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const dist = process.argv[2] ?? 'dist'
const lazyOnSearch = [
  'src/features/catalogue/search-results/search-results.tsx',
  'src/app/shell/welcome-dialog.tsx'
]
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'))
const seen = new Set()
const visit = key => {
  if (seen.has(key) || !manifest[key]) return
  seen.add(key)
  for (const dep of manifest[key].imports ?? []) visit(dep)
}
visit(Object.keys(manifest).find(key => manifest[key].isEntry))
// Rollup keys a dynamic entry by its chunk name instead of its path when a lazy child (the product
// dialog) shares modules with it, so fall back to the chunk name.
const manifestKey = path => manifest[path]
  ? path
  : Object.keys(manifest).find(key => manifest[key].isDynamicEntry && manifest[key].name === path.split('/').pop().replace(/\.tsx?$/, ''))
lazyOnSearch.map(manifestKey).forEach(visit)

let total = 0
for (const key of seen) {
  const file = manifest[key].file
  if (!file.endsWith('.js')) continue
  const size = gzipSync(readFileSync(`${dist}/${file}`)).length
  total += size
  console.log(`${(size / 1000).toFixed(2).padStart(8)} kB  ${file}`)
}
console.log(`first load of /#/search: ${(total / 1000).toFixed(2)} kB gzip JS (budget 250 kB)`)
