import fs from 'node:fs'
import path from 'node:path'
import { DomainError } from '../../domain/errors.js'

/**
 * Virtual file roots (catalogue pattern L). Every feature that turns user input into a file path
 * (ftp, uploads, layouts, promotions, external XML entities) resolves it here. The resolver never
 * sanitises: a planted path may join names carelessly, and the flags say where the result landed.
 * Reading or writing is refused for anything outside the root and for the refused files (signing
 * keys, the CTF key), whatever the caller planted.
 */
export interface ResolvedPath {
  /** What the caller asked for, as given. */
  requested: string
  /** Absolute path on disk. */
  path: string
  /** Inside the folder the feature meant to use (e.g. the extraction folder). */
  insideIntendedFolder: boolean
  /** Inside this root (the instance's file area or the shop's install folder). */
  insideInstanceRoot: boolean
}

const isInside = (folder: string, candidate: string): boolean => {
  const relative = path.relative(folder, candidate)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

export class VirtualRoot {
  readonly root: string
  private readonly refused: string[]

  constructor (root: string, refused: string[] = []) {
    this.root = path.resolve(root)
    this.refused = refused.map(entry => path.resolve(entry))
  }

  /** Joins `requested` onto `intendedFolder` (relative to the root) exactly as a naive join would. */
  resolve (intendedFolder: string, requested: string): ResolvedPath {
    const folder = path.resolve(this.root, intendedFolder)
    const target = path.resolve(folder, requested.replace(/\\/g, '/'))
    return { requested, path: target, insideIntendedFolder: isInside(folder, target), insideInstanceRoot: isInside(this.root, target) && !this.isRefused(target) }
  }

  private isRefused (target: string): boolean {
    return this.refused.some(entry => isInside(entry, target))
  }

  private guard (resolved: ResolvedPath): string {
    if (!resolved.insideInstanceRoot) throw new DomainError('forbidden', `Access outside the file area is refused: ${resolved.requested.slice(0, 80)}`)
    // A symbolic link could lead out of the root although the name stays inside.
    if (fs.existsSync(resolved.path) && !isInside(fs.realpathSync(this.root), fs.realpathSync(resolved.path))) {
      throw new DomainError('forbidden', 'Access through links is refused')
    }
    return resolved.path
  }

  read (resolved: ResolvedPath): Buffer {
    return fs.readFileSync(this.guard(resolved))
  }

  /** At most the first `maxBytes` of the file: a preview costs the same whatever the file's size. */
  readHead (resolved: ResolvedPath, maxBytes: number): Buffer {
    const fd = fs.openSync(this.guard(resolved), 'r')
    try {
      const head = Buffer.alloc(maxBytes)
      return head.subarray(0, fs.readSync(fd, head, 0, maxBytes, 0))
    } finally {
      fs.closeSync(fd)
    }
  }

  exists (resolved: ResolvedPath): boolean {
    return resolved.insideInstanceRoot && fs.existsSync(resolved.path) && fs.statSync(resolved.path).isFile()
  }

  write (resolved: ResolvedPath, data: Uint8Array | string): void {
    const target = this.guard(resolved)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, data)
  }
}
