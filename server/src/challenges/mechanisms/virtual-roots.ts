import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { DomainError, invalid } from '../../domain/errors.js'

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

  /** Deletes a file; one already gone is no error. */
  remove (resolved: ResolvedPath): void {
    fs.rmSync(this.guard(resolved), { force: true })
  }

  write (resolved: ResolvedPath, data: Uint8Array | string): void {
    this.writeAll([{ target: resolved, data }])
  }

  /**
   * Writes several files, all or none. Every target is checked first (inside the root, no two the
   * same, none the folder of another, no folder on disk where a file goes and no file where a folder
   * goes); the data is then written to a staging folder inside the root and renamed into place, so a
   * refusal or a full disk leaves nothing half-written, and files that were replaced come back if a
   * later rename fails.
   */
  writeAll (writes: ReadonlyArray<{ target: ResolvedPath, data: Uint8Array | string }>): void {
    const targets = writes.map(({ target }) => this.guard(target))
    refuseClashes(writes.map(({ target }, i) => ({ requested: target.requested, path: targets[i] })), this.root)
    const staging = path.join(this.root, `${STAGING_PREFIX}${randomBytes(8).toString('hex')}`)
    fs.mkdirSync(staging, { recursive: true })
    const moved: Array<{ target: string, previous?: string }> = []
    try {
      writes.forEach(({ data }, i) => { fs.writeFileSync(path.join(staging, `${i}`), data) })
      targets.forEach((target, i) => {
        fs.mkdirSync(path.dirname(target), { recursive: true })
        const previous = fs.existsSync(target) ? path.join(staging, `${i}.previous`) : undefined
        if (previous !== undefined) fs.renameSync(target, previous)
        moved.push({ target, previous })
        fs.renameSync(path.join(staging, `${i}`), target)
      })
    } catch (error) {
      for (const { target, previous } of moved.reverse()) {
        if (previous !== undefined) fs.renameSync(previous, target)
        else fs.rmSync(target, { force: true })
      }
      throw error
    } finally {
      fs.rmSync(staging, { recursive: true, force: true })
    }
  }
}

/** `writeAll` stages its files in a folder of this prefix at the top of the root; nothing serves or lists it. */
export const STAGING_PREFIX = '.staging-'

/** Refuses targets that could not all be files at once, in the batch itself or on disk. */
function refuseClashes (targets: ReadonlyArray<{ requested: string, path: string }>, root: string): void {
  const name = (requested: string): string => JSON.stringify(requested.slice(0, 80))
  targets.forEach(({ requested, path: target }, i) => {
    for (const other of targets.slice(i + 1)) {
      if (other.path === target) throw invalid(`The file ${name(requested)} is given more than once`)
      if (isInside(target, other.path) || isInside(other.path, target)) {
        throw invalid(`${name(requested)} and ${name(other.requested)} would make one name both a file and a folder`)
      }
    }
    if (fs.existsSync(target) && !fs.statSync(target).isFile()) throw invalid(`${name(requested)} would replace a folder`)
    for (let folder = path.dirname(target); folder !== root && isInside(root, folder); folder = path.dirname(folder)) {
      if (fs.existsSync(folder) && !fs.statSync(folder).isDirectory()) throw invalid(`${name(requested)} would need a folder where a file is`)
    }
  })
}
