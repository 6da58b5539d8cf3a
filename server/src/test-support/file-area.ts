import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Every file and folder below `root` with a digest of each file's content, so a test can assert
 * that a refused request left the file area exactly as it was. The access log (`logs/`) is left
 * out: it grows with every request, refused ones included.
 */
export function fileAreaSnapshot (root: string, ignore: readonly string[] = ['logs']): Record<string, string> {
  const snapshot: Record<string, string> = {}
  const visit = (folder: string): void => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      const name = path.relative(root, full)
      if (ignore.includes(name)) continue
      if (entry.isDirectory()) {
        snapshot[`${name}/`] = 'folder'
        visit(full)
      } else {
        snapshot[name] = entry.isSymbolicLink() ? `link ${fs.readlinkSync(full)}` : createHash('sha1').update(fs.readFileSync(full)).digest('hex')
      }
    }
  }
  if (fs.existsSync(root)) visit(root)
  return snapshot
}
