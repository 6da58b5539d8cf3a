import path from 'node:path'
import { loadFixes, type FixesEntry } from './fixes.js'
import type { CodeSnippet } from './markers.js'
import { indexSnippets } from './source-index.js'

type FixOption = FixesEntry['fixes'][number]

/** One coding challenge: the snippet cut from the source plus its hints and fix options. */
export interface CodingChallenge {
  key: string
  snippet: CodeSnippet
  hints: readonly string[]
  /** In file order; empty when the challenge has no Fix it part. */
  fixes: readonly FixOption[]
}

/** Every coding challenge of the project, read once per process (on first use) and shared read-only by all shops. */
export interface CodingLibrary {
  get: (key: string) => CodingChallenge | undefined
  keys: () => string[]
}

export function familiesFolder (projectRoot: string): string {
  return path.join(projectRoot, 'server', 'src', 'challenges', 'families')
}

export function loadCodingLibrary (projectRoot: string): CodingLibrary {
  const snippets = indexSnippets(projectRoot)
  const fixes = loadFixes(familiesFolder(projectRoot))
  const challenges = new Map<string, CodingChallenge>()
  for (const [key, snippet] of snippets) {
    const entry = fixes.get(key)
    challenges.set(key, Object.freeze({ key, snippet, hints: entry?.hints ?? [], fixes: entry?.fixes ?? [] }))
  }
  return {
    get: key => challenges.get(key),
    keys: () => [...challenges.keys()]
  }
}

/**
 * The library, cut on first use: a start-up does not pay for reading the source tree. A broken
 * marker therefore surfaces on the first snippet request; consistency.test.ts catches it first.
 */
export function lazyCodingLibrary (projectRoot: string): CodingLibrary {
  let library: CodingLibrary | undefined
  const loaded = (): CodingLibrary => (library ??= loadCodingLibrary(projectRoot))
  return {
    get: key => loaded().get(key),
    keys: () => loaded().keys()
  }
}
