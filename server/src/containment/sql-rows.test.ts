import { describe, expect, it } from 'vitest'
import { collectRows } from './sql-rows.js'

describe('collecting rows', () => {
  it('keeps a result of exactly its byte budget and refuses one byte more', () => {
    // Text counts by length, blobs by bytes and anything else as 8, so the budget can be met exactly.
    const rows = (text: string): Array<Record<string, unknown>> => [{ text, blob: new Uint8Array(10), id: 1 }]
    expect(collectRows(rows('x'.repeat(82)), 10, 100)).toEqual({ ok: true, rows: rows('x'.repeat(82)) })
    expect(collectRows(rows('x'.repeat(83)), 10, 100)).toEqual({ ok: false, kind: 'too-large', reason: 'result' })
  })
})
