import fs from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { projectRoot } from '../paths.js'
import { parseYamlText, PRECOMPILED_FOLDER, precompiledName } from '../yaml-files.js'

/**
 * Run by the build (build.mjs): stores every YAML file the shop may read — `config/`, `data/` and the
 * server's own (solutions, fixes) — as JSON in server/dist/yaml/, named by the hash of its text
 * (see yaml-files.ts). A file that does not parse, or whose tree JSON cannot carry unchanged (.inf,
 * .nan), gets no copy: the shop parses it as YAML and reports it as before.
 */
const roots = ['config', 'data', path.join('server', 'src')].map(folder => path.join(projectRoot, folder))

function yamlFilesBelow (folder: string): string[] {
  if (!fs.existsSync(folder)) return []
  return fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter(name => /\.ya?ml$/.test(name) && !name.split(path.sep).includes('node_modules'))
    .map(name => path.join(folder, name))
}

fs.mkdirSync(PRECOMPILED_FOLDER, { recursive: true })
let stored = 0
const skipped: string[] = []
for (const file of roots.flatMap(yamlFilesBelow)) {
  const text = fs.readFileSync(file, 'utf8')
  let tree: unknown
  try {
    tree = parseYamlText(text)
  } catch {
    skipped.push(path.relative(projectRoot, file))
    continue
  }
  const json = JSON.stringify(tree)
  if (json === undefined || !isDeepStrictEqual(JSON.parse(json), tree)) {
    skipped.push(path.relative(projectRoot, file))
    continue
  }
  fs.writeFileSync(path.join(PRECOMPILED_FOLDER, precompiledName(text)), json)
  stored++
}
console.log(`Precompiled ${stored} YAML files to ${path.relative(projectRoot, PRECOMPILED_FOLDER)}${skipped.length > 0 ? `; left as YAML: ${skipped.join(', ')}` : ''}`)
