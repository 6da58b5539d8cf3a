import fs from 'node:fs'
import path from 'node:path'
import { cutSnippets, MARKER_WORD, SnippetMarkerError, type CodeSnippet } from './markers.js'

/** Folders whose sources may carry snippet markers, relative to the project root. */
export const SNIPPET_SOURCE_FOLDERS = ['server/src', 'web/src'] as const

const SOURCE_FILE = /\.tsx?$/
const TEST_FILE = /\.test\.[^/]+$/

function* sourceFiles (folder: string): Generator<string> {
  if (!fs.existsSync(folder)) return
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') yield * sourceFiles(full)
    } else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) {
      yield full
    }
  }
}

/**
 * Reads the project's own source tree and cuts every marked snippet, so a snippet is always the
 * code that runs. Called once per process by the coding library; the result is handed around read-only.
 */
export function indexSnippets (projectRoot: string): ReadonlyMap<string, CodeSnippet> {
  const index = new Map<string, CodeSnippet>()
  for (const folder of SNIPPET_SOURCE_FOLDERS) {
    for (const file of sourceFiles(path.join(projectRoot, folder))) {
      const text = fs.readFileSync(file, 'utf8')
      if (!text.includes(MARKER_WORD)) continue
      const relative = path.relative(projectRoot, file).split(path.sep).join('/')
      for (const snippet of cutSnippets(text, relative)) {
        const earlier = index.get(snippet.key)
        if (earlier) throw new SnippetMarkerError(`"${snippet.key}" is marked in both ${earlier.file} and ${relative}`)
        index.set(snippet.key, snippet)
      }
    }
  }
  return index
}
