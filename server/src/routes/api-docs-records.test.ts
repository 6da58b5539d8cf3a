import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { records } from '@shop/contract'
import { projectRoot } from '../paths.js'

/*
 * docs/api.md, section "Records": one `### <Name>` heading per record of the contract, with a table
 * whose first column lists the record's fields as `code`. The tables must list exactly the schema's
 * fields, so a field added to the contract (or dropped from it) cannot stay undocumented.
 */
function documentedRecords (markdown: string): Map<string, string[]> {
  const section = markdown.split(/^## Records\s*$/m)[1]?.split(/^## /m)[0] ?? ''
  const documented = new Map<string, string[]>()
  for (const block of section.split(/^### /m).slice(1)) {
    const [heading = '', ...lines] = block.split('\n')
    const fields = lines.flatMap(line => /^\|\s*`([^`]+)`\s*\|/.exec(line)?.[1] ?? [])
    documented.set(heading.trim(), fields)
  }
  return documented
}

describe('docs/api.md lists the contract\'s records field by field', () => {
  const documented = documentedRecords(fs.readFileSync(path.join(projectRoot, 'docs', 'api.md'), 'utf8'))

  it('has a heading for every record and none for a record the contract does not have', () => {
    expect([...documented.keys()].sort()).toEqual(Object.keys(records).sort())
  })

  it.each(Object.entries(records))('%s: the table lists exactly the schema\'s fields, in its order', (name, schema) => {
    expect(documented.get(name)).toEqual(Object.keys(schema.shape))
  })

  it('reads a heading and its table the way the section writes them', () => {
    const sample = '## Records\n\nText `notAField`.\n\n### Thing\n\n| Field | Type |\n|---|---|\n| `a` | number |\n| `b` | string |\n\n## Next\n\n### Other\n| `c` | x |\n'
    expect([...documentedRecords(sample)]).toEqual([['Thing', ['a', 'b']]])
  })
})
