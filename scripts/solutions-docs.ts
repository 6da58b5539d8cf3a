/*
 * npm run solutions:docs — writes the trainer solutions (server/src/challenges/families/*.solutions.yml)
 * as documents into docs/solutions/: README.md (the table of contents) and one page per category.
 * Pages of categories that no longer have a solution are removed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../server/src/paths.js'
import { loadCatalogue } from '../server/src/challenges/catalogue.js'
import { loadCurriculumLists } from '../server/src/challenges/curriculum.js'
import { familiesFolder } from '../server/src/challenges/snippets/library.js'
import { loadSolutions } from '../server/src/challenges/solutions.js'
import { renderSolutionDocs, SOLUTION_DOCS_FOLDER } from '../server/src/challenges/solution-docs.js'

const catalogue = loadCatalogue()
const lists = loadCurriculumLists()
const docs = renderSolutionDocs(catalogue, loadSolutions(familiesFolder(projectRoot), catalogue, lists), lists)
const folder = path.join(projectRoot, SOLUTION_DOCS_FOLDER)
fs.mkdirSync(folder, { recursive: true })
for (const name of fs.readdirSync(folder)) {
  if (name.endsWith('.md') && !docs.has(name)) fs.rmSync(path.join(folder, name))
}
for (const [name, text] of docs) fs.writeFileSync(path.join(folder, name), text)
console.log(`Wrote ${docs.size} documents to ${SOLUTION_DOCS_FOLDER}/`)
