import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { VirtualRoot } from '../../challenges/mechanisms/virtual-roots.js'
import { fileAreaSnapshot } from '../../test-support/file-area.js'
import { recordingEvents } from '../../test-support/recording-events.js'
import { repositoryDb } from '../../test-support/repository-db.js'
import { accountIn } from '../../test-support/shop-customers.js'
import { acceptUpload } from './file-upload.js'

// Without a shop: a file area in a temporary folder, repositories in memory, small storage caps,
// and a worker pool and resolver that a plain upload must never reach.
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-unit-'))
afterAll(() => { fs.rmSync(filesDir, { recursive: true, force: true }) })
const { repos } = repositoryDb()
const notReached = (): never => { throw new Error('a plain upload is neither parsed nor unpacked') }

function uploadShop () {
  const { events, emitted } = recordingEvents()
  const shop = { repos, events, filesDir, files: new VirtualRoot(filesDir), config: { fileStorage: { accountBytes: 8192, shopBytes: 8192 } }, pool: { run: notReached }, resolveFile: notReached }
  return { shop, emitted }
}

describe('acceptUpload without a shop', () => {
  it('stores a file of any other type (planted) and counts it, and refuses one past the account cap leaving the area as it was', async () => {
    const { shop, emitted } = uploadShop()
    const user = accountIn({ repos })
    const stored = await acceptUpload(shop, user.id, { originalName: 'invoice.exe', size: 5, buffer: Buffer.from('hello') })
    expect(fs.readFileSync(path.join(filesDir, 'uploads/complaints', stored.file), 'utf8')).toBe('hello')
    expect(repos.storedFiles.bytesOfUser(user.id)).toBe(4096)
    expect(emitted).toEqual([['upload.accepted', { userId: user.id, name: 'invoice.exe', size: 5, extension: 'exe' }]])
    const before = fileAreaSnapshot(filesDir)
    const big = Buffer.alloc(4097)
    await expect(acceptUpload(shop, user.id, { originalName: 'big.pdf', size: big.length, buffer: big })).rejects.toMatchObject({ kind: 'too-large' })
    expect(fileAreaSnapshot(filesDir)).toEqual(before)
    expect(emitted).toHaveLength(1)
  })
})
