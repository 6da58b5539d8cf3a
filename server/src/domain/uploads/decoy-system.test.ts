import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { VirtualRoot } from '../../challenges/mechanisms/virtual-roots.js'
import { DECOY_FOLDER, decoyPathOf, ensureDecoySystem, readDecoyTree } from './decoy-system.js'

const area = fs.mkdtempSync(path.join(os.tmpdir(), 'decoy-tree-'))
afterAll(() => { fs.rmSync(area, { recursive: true, force: true }) })
const decoy = (name: string): string => path.join(area, DECOY_FOLDER, name)

describe('the decoy tree handed to the XML parser', () => {
  it('holds the seeded files by their path inside the tree, nested folders included', () => {
    ensureDecoySystem(area)
    const tree = readDecoyTree(new VirtualRoot(area))
    expect(Object.keys(tree).sort()).toEqual(['c/windows/system.ini', 'etc/hostname', 'etc/passwd'])
    expect(Buffer.from(tree['etc/passwd']!).toString()).toContain('pulp:x:1001')
  })

  // What an XXE payload reads back is this text, so it has to look like the real files, line by line.
  it('seeds a convincing passwd and hostname, and nothing else of the instance\'s file area', () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'decoy-text-'))
    try {
      fs.mkdirSync(path.join(own, 'uploads'))
      fs.writeFileSync(path.join(own, 'uploads', 'private.txt'), 'not part of the decoy')
      ensureDecoySystem(own)
      const tree = readDecoyTree(new VirtualRoot(own))
      expect(Object.keys(tree).sort()).toEqual(['c/windows/system.ini', 'etc/hostname', 'etc/passwd'])
      expect(Buffer.from(tree['etc/hostname']!).toString()).toBe('press-line-03\n')
      expect(Buffer.from(tree['etc/passwd']!).toString()).toBe([
        'root:x:0:0:root:/root:/bin/bash',
        'daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin',
        'www-data:x:33:33:www-data:/var/www:/usr/sbin/nologin',
        'juicer:x:1000:1000:Juice Press Operator,,,:/home/juicer:/bin/bash',
        'pulp:x:1001:1001:Pulp Storage,,,:/srv/pulp:/usr/sbin/nologin',
        ''
      ].join('\n'))
    } finally {
      fs.rmSync(own, { recursive: true, force: true })
    }
  })

  it('leaves out links, and stops at 64 files and 1 MB', () => {
    fs.symlinkSync('/etc/passwd', decoy('etc/shadow'))
    fs.writeFileSync(decoy('big.bin'), Buffer.alloc(1_000_001))
    fs.mkdirSync(decoy('many'))
    for (let i = 0; i < 70; i++) fs.writeFileSync(decoy(`many/${String(i).padStart(2, '0')}.txt`), 'x')
    const tree = readDecoyTree(new VirtualRoot(area))
    expect(tree['etc/shadow']).toBeUndefined()
    expect(tree['big.bin']).toBeUndefined()
    expect(Object.keys(tree)).toHaveLength(64)
  })

  it('maps file URIs into the tree and leaves other schemes alone', () => {
    expect(decoyPathOf('file:///etc/passwd')).toBe('etc/passwd')
    expect(decoyPathOf('file:///C:/Windows/System.ini')).toBe('c/windows/system.ini')
    expect(decoyPathOf('file:///../../keys/jwt.key')).toBe('../../keys/jwt.key')
    expect(decoyPathOf('http://127.0.0.1/')).toBeNull()
  })

  it.each([
    ['file:etc/passwd', 'etc/passwd'],
    ['  file:///etc/passwd  ', 'etc/passwd'],
    ['FILE:////etc/passwd', 'etc/passwd'],
    ['file:///etc%2Fhostname', 'etc/hostname'],
    ['file:///C:\\Windows\\System.ini', 'c/windows/system.ini'],
    ['file:///c:Windows/System.ini', 'c/windows/system.ini'],
    ['file:///data/c:/x', 'data/c:/x'],
    // A drive path is read whole: a line break in it is no place to stop.
    ['file:///C:/Windows%0Ax', 'C:/Windows\nx']
  ])('maps %j to %j', (uri, name) => {
    expect(decoyPathOf(uri)).toBe(name)
  })

  it.each(['file:///etc/passwd?x=1', 'file:///etc/passwd#top', 'jar:file:///etc/passwd', 'files:///etc/passwd'])('takes %j for no file URI', uri => {
    expect(decoyPathOf(uri)).toBeNull()
  })
})

describe('the decoy files', () => {
  it('are written once: a file changed since is kept as it is', () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'decoy-once-'))
    try {
      ensureDecoySystem(own)
      fs.writeFileSync(path.join(own, DECOY_FOLDER, 'etc/hostname'), 'changed\n')
      ensureDecoySystem(own)
      expect(fs.readFileSync(path.join(own, DECOY_FOLDER, 'etc/hostname'), 'utf8')).toBe('changed\n')
      expect(fs.readFileSync(path.join(own, DECOY_FOLDER, 'c/windows/system.ini'), 'utf8')).toContain('[386Enh]')
    } finally {
      fs.rmSync(own, { recursive: true, force: true })
    }
  })

  it('make an empty tree while the instance has none, and a tree of exactly 1 MB is handed over whole', () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'decoy-budget-'))
    try {
      expect(readDecoyTree(new VirtualRoot(own))).toEqual({})
      ensureDecoySystem(own)
      const seeded = Object.values(readDecoyTree(new VirtualRoot(own))).reduce((sum, bytes) => sum + bytes.length, 0)
      fs.writeFileSync(path.join(own, DECOY_FOLDER, 'filler.bin'), Buffer.alloc(1_000_000 - seeded))
      expect(Object.keys(readDecoyTree(new VirtualRoot(own))).sort()).toEqual(['c/windows/system.ini', 'etc/hostname', 'etc/passwd', 'filler.bin'])
      // The budget counts what is already in the tree: a second file that alone would fit stays out.
      fs.writeFileSync(path.join(own, DECOY_FOLDER, 'more.bin'), Buffer.alloc(10))
      expect(Object.keys(readDecoyTree(new VirtualRoot(own)))).toHaveLength(4)
    } finally {
      fs.rmSync(own, { recursive: true, force: true })
    }
  })
})
