import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { STAGING_PREFIX, VirtualRoot } from './virtual-roots.js'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vroot-'))
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'vroot-outside-'))
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true })
  fs.rmSync(outside, { recursive: true, force: true })
})

const thrown = (act: () => unknown): unknown => {
  try { act() } catch (error) { return error }
  return undefined
}

describe('VirtualRoot (pattern L)', () => {
  const files = new VirtualRoot(root, [path.join(root, 'keys')])

  it('reports where a name lands relative to the intended folder and the root', () => {
    expect(files.resolve('uploads', 'a.pdf')).toMatchObject({ insideIntendedFolder: true, insideInstanceRoot: true, path: path.join(root, 'uploads', 'a.pdf') })
    expect(files.resolve('uploads', '../ftp/legal.md')).toMatchObject({ insideIntendedFolder: false, insideInstanceRoot: true })
    expect(files.resolve('uploads', '..\\..\\etc\\passwd')).toMatchObject({ insideIntendedFolder: false, insideInstanceRoot: false })
    expect(files.resolve('uploads', '/etc/passwd').insideInstanceRoot).toBe(false)
  })

  it('writes and reads inside the root only; refused folders count as outside', () => {
    const inside = files.resolve('uploads', '../notes/n.txt')
    files.write(inside, 'hello')
    expect(files.read(inside).toString()).toBe('hello')
    expect(() => { files.write(files.resolve('uploads', '../../escape.txt'), 'x') }).toThrow(/outside the file area/)
    expect(() => files.read(files.resolve('.', 'keys/jwt.key'))).toThrow(/outside the file area/)
    expect(files.exists(files.resolve('.', 'keys/jwt.key'))).toBe(false)
  })

  it('reads the head of a file only, as far as it goes, inside the root only', () => {
    const file = files.resolve('notes', 'long.txt')
    files.write(file, 'abcdefghij')
    expect(files.readHead(file, 4).toString()).toBe('abcd')
    expect(files.readHead(file, 400).toString()).toBe('abcdefghij')
    expect(() => files.readHead(files.resolve('.', 'keys/jwt.key'), 4)).toThrow(/outside the file area/)
  })

  it('names what was asked for in the refusal, cut to 80 characters', () => {
    const requested = `../../${'a'.repeat(100)}`
    expect(thrown(() => files.read(files.resolve('uploads', requested)))).toMatchObject({ kind: 'forbidden', message: `Access outside the file area is refused: ${requested.slice(0, 80)}` })
  })

  it('refuses a link that leads out of the root although its name stays inside', () => {
    fs.writeFileSync(path.join(outside, 'secret.txt'), 'host file')
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'link.txt'))
    expect(() => files.read(files.resolve('.', 'link.txt'))).toThrow(/links/)
  })

  it('writes a batch all or none: a failed rename puts back the file it replaced and leaves no staging folder', () => {
    const kept = files.resolve('batch', 'kept.txt')
    files.write(kept, 'original')
    const fresh = files.resolve('batch', 'fresh.txt')
    const rename = fs.renameSync
    const spy = vi.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      if (to === fresh.path) throw Object.assign(new Error('disk gone'), { code: 'EIO' })
      rename(from, to)
    })
    try {
      expect(() => { files.writeAll([{ target: kept, data: 'replaced' }, { target: fresh, data: 'new' }]) }).toThrow(/disk gone/)
    } finally {
      spy.mockRestore()
    }
    expect(files.read(kept).toString()).toBe('original')
    expect(fs.existsSync(fresh.path)).toBe(false)
    expect(fs.readdirSync(root).filter(name => name.startsWith(STAGING_PREFIX))).toEqual([])
  })

  it('refuses a batch that would make one name a file and a folder, or put a file over a folder', () => {
    fs.mkdirSync(path.join(root, 'batch', 'folder'), { recursive: true })
    const write = (...names: string[]) => () => { files.writeAll(names.map(name => ({ target: files.resolve('batch', name), data: 'x' }))) }
    expect(write('a', 'a/b')).toThrow(/both a file and a folder/)
    expect(write('c', './c')).toThrow(/more than once/)
    expect(write('folder')).toThrow(/would replace a folder/)
    expect(write('kept.txt/inner')).toThrow(/folder where a file is/)
    expect(fs.existsSync(path.join(root, 'batch', 'a'))).toBe(false)
  })
})
