import fs from 'node:fs'
import path from 'node:path'
import type { VirtualRoot } from '../../challenges/mechanisms/virtual-roots.js'

/**
 * The decoy system tree external XML entities may read. It lives in the instance's file area, so
 * `file:///etc/passwd` shows a convincing file without the host's ever being touched.
 */
export const DECOY_FOLDER = 'decoy-system'

const DECOY_FILES: Record<string, string> = {
  'etc/passwd': [
    'root:x:0:0:root:/root:/bin/bash',
    'daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin',
    'www-data:x:33:33:www-data:/var/www:/usr/sbin/nologin',
    'juicer:x:1000:1000:Juice Press Operator,,,:/home/juicer:/bin/bash',
    'pulp:x:1001:1001:Pulp Storage,,,:/srv/pulp:/usr/sbin/nologin',
    ''
  ].join('\n'),
  'etc/hostname': 'press-line-03\n',
  'c/windows/system.ini': '; for 16-bit app support\r\n[386Enh]\r\nwoafont=dosapp.fon\r\n[drivers]\r\nwave=mmdrv.dll\r\ntimer=timer.drv\r\n[mci]\r\n'
}

/** Writes the decoy files once per instance file area. */
export function ensureDecoySystem (filesDir: string): void {
  for (const [name, content] of Object.entries(DECOY_FILES)) {
    const file = path.join(filesDir, DECOY_FOLDER, name)
    if (fs.existsSync(file)) continue
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, content)
  }
}

/**
 * Maps a `file:` URI onto the decoy tree: `file:///etc/passwd` → `etc/passwd`,
 * `file:///C:/Windows/system.ini` → `c/windows/system.ini`. Anything else is not a file URI (null).
 */
export function decoyPathOf (uri: string): string | null {
  const match = /^file:(?:\/\/)?(\/?[^?#]*)$/i.exec(uri.trim())
  if (!match) return null
  let name = decodeURIComponent(match[1]!).replace(/\\/g, '/').replace(/^\/+/, '')
  const drive = /^([a-z]):\/?(.*)$/i.exec(name)
  if (drive) name = `${drive[1]!.toLowerCase()}/${drive[2]!.toLowerCase()}`
  return name
}

/** Most files and bytes of the decoy tree handed to the XML parser (players can add files by zip slip). */
const TREE_FILES = 64
const TREE_BYTES = 1_000_000

/**
 * The decoy tree's regular files by their path inside it, read through the instance's file area
 * (links and anything outside it are refused there). The XML parser runs in a worker process and
 * gets this copy instead of any access to the disk.
 */
export function readDecoyTree (files: VirtualRoot): Record<string, Uint8Array> {
  const tree: Record<string, Uint8Array> = {}
  let count = 0
  let bytes = 0
  const visit = (folder: string): void => {
    if (count >= TREE_FILES) return
    const resolved = files.resolve(DECOY_FOLDER, folder)
    if (!resolved.insideIntendedFolder || !fs.existsSync(resolved.path)) return
    for (const entry of fs.readdirSync(resolved.path, { withFileTypes: true })) {
      const name = folder === '' ? entry.name : `${folder}/${entry.name}`
      if (entry.isDirectory()) visit(name)
      if (!entry.isFile() || count >= TREE_FILES) continue
      const file = files.resolve(DECOY_FOLDER, name)
      const size = fs.statSync(file.path).size
      if (bytes + size > TREE_BYTES) continue
      tree[name] = files.read(file)
      count++
      bytes += size
    }
  }
  visit('')
  return tree
}
