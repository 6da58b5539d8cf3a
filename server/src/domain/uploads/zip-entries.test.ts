import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { fileAreaSnapshot } from '../../test-support/file-area.js'
import { createTestShop } from '../../test-support/test-shop.js'
import { uploaderOf } from '../../test-support/uploader.js'

/**
 * Entry names that cannot become a file in the extraction folder: each archive is refused with a
 * 400 and a message before anything is written, although a harmless entry comes first.
 */
const t = createTestShop()
const { upload } = uploaderOf(t, 'zip.names')
const filesDir = (): string => t.shop.registry.get().filesDir

type Entry = Uint8Array | [Uint8Array, object]
const data = (text: string): Uint8Array => Buffer.from(text)
const link = (target: string): Entry => [data(target), { os: 3, attrs: (0o120777 << 16) >>> 0 }]
const archive = (entries: Array<[string, Entry]>): Buffer => Buffer.from(zipSync(Object.fromEntries([['first.txt', data('harmless')], ...entries]) as never))

describe('ZIP entry names that cannot be extracted', () => {
  it.each<[string, Array<[string, Entry]>, RegExp]>([
    ['the parent folder itself (..)', [['..', data('x')]], /folder/],
    ['the extraction folder itself (.)', [['.', data('x')]], /folder/],
    ['a name ending in ..', [['invoices/..', data('x')]], /folder/],
    ['a file, then a folder of the same name', [['report', data('x')], ['report/page.txt', data('y')]], /both a file and a folder/],
    ['a folder, then a file of the same name', [['minutes/page.txt', data('y')], ['minutes', data('x')]], /both a file and a folder/],
    ['a 4,000-character name', [['n'.repeat(4000), data('x')]], /too long/],
    ['a symbolic link over a folder', [['docs/readme.txt', data('y')], ['docs', link('/etc')]], /both a file and a folder/],
    ['a leading NUL', [['\u0000evil.txt', data('x')]], /characters that are not allowed/],
    ['the same name twice', [['twice.txt', data('x')], ['./twice.txt', data('y')]], /more than once/]
  ])('refuses %s with a 400 and writes nothing', async (_kind, entries, message) => {
    const before = fileAreaSnapshot(filesDir())
    const res = await upload('names.zip', archive(entries))
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(message)
    expect(fileAreaSnapshot(filesDir())).toEqual(before)
  })

  it('refuses an entry that would replace a folder already in the file area', async () => {
    expect((await upload('first.zip', Buffer.from(zipSync({ 'reports/q1.txt': data('q1') })))).status).toBe(201)
    const before = fileAreaSnapshot(filesDir())
    const res = await upload('second.zip', archive([['reports', data('over the folder')]]))
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(/folder/)
    expect(fileAreaSnapshot(filesDir())).toEqual(before)
  })

  it('refuses an entry below a file already in the file area', async () => {
    expect((await upload('first.zip', Buffer.from(zipSync({ 'summary.txt': data('sum') })))).status).toBe(201)
    const before = fileAreaSnapshot(filesDir())
    const res = await upload('second.zip', archive([['summary.txt/inner.txt', data('below a file')]]))
    expect(res.status).toBe(400)
    expect(fileAreaSnapshot(filesDir())).toEqual(before)
  })

  it('still extracts a well-formed archive with folders, and leaves no staging folder behind', async () => {
    const res = await upload('good.zip', Buffer.from(zipSync({ 'a/b/c.txt': data('deep'), 'top.txt': data('top') })))
    expect(res.status).toBe(201)
    expect(res.body.data.extracted).toBe(2)
    const after = fileAreaSnapshot(filesDir())
    expect(after).toHaveProperty(['uploads/complaints/a/b/c.txt'])
    expect(Object.keys(after).filter(name => name.includes('staging'))).toEqual([])
  })
})
