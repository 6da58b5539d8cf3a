import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../catalogue.js'
import { projectRoot } from '../../paths.js'
import { familiesFolder, loadCodingLibrary } from './library.js'
import { loadFixes } from './fixes.js'
import { indexSnippets } from './source-index.js'

// The catalogue's hasSnippet flag, the markers in the source and the fixes files must agree,
// so that adding a coding challenge is "markers plus a fixes entry" and nothing can be half done.
const catalogue = loadCatalogue()
const withSnippet = catalogue.all.filter(c => c.hasSnippet).map(c => c.key)
const snippets = indexSnippets(projectRoot)
const fixes = loadFixes(familiesFolder(projectRoot))
const library = loadCodingLibrary(projectRoot)

describe('coding challenges match the catalogue', () => {
  it.each(withSnippet)('%s has markers with a vulnerable line and a fixes entry', key => {
    const snippet = snippets.get(key)
    expect(snippet, `no vuln-code-snippet region for ${key}`).toBeDefined()
    expect(snippet!.vulnLines.length).toBeGreaterThan(0)
    expect(snippet!.vulnLines.filter(line => snippet!.neutralLines.includes(line))).toEqual([])
    expect(fixes.get(key), `no fixes entry for ${key}`).toBeDefined()
    expect(library.get(key)!.fixes.length).toBeGreaterThanOrEqual(3)
  })

  it('has no markers or fixes for challenges without hasSnippet', () => {
    expect([...snippets.keys()].filter(key => !withSnippet.includes(key))).toEqual([])
    expect([...fixes.keys()].filter(key => !withSnippet.includes(key))).toEqual([])
  })

  it.each(withSnippet)('%s does not give its answer away in the snippet', key => {
    const text = snippets.get(key)!.snippet
    expect(text).not.toMatch(/planted|deliberately vulnerable|vuln-code-snippet/i)
  })
})
