import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'

/** Writes a file of a fake checkout, its folders made as needed. */
export function write (root: string, name: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
  fs.writeFileSync(path.join(root, name), content)
}

/**
 * A maker of checkouts holding only the given files (relative path → content), for the mutation
 * tooling's tests; each is removed after the test that made it.
 */
export function fakeCheckouts (): (files: Record<string, string>) => string {
  const folders: string[] = []
  afterEach(() => { for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true }) })
  return files => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mutation-tooling-'))
    folders.push(root)
    for (const [name, content] of Object.entries(files)) write(root, name, content)
    return root
  }
}
