import { describe, expect, it } from 'vitest'
import { invoiceProblem } from './invoice-file'

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type })

describe('invoiceProblem', () => {
  it('accepts PDF, XML and ZIP invoices up to 100000 bytes', () => {
    expect(invoiceProblem(null)).toBeNull()
    expect(invoiceProblem(file('a.pdf', 'application/pdf', 100_000))).toBeNull()
    expect(invoiceProblem(file('a.zip', 'application/x-zip-compressed', 10))).toBeNull()
    expect(invoiceProblem(file('a.xml', 'text/xml', 10))).toBeNull()
  })

  it('knows each type a PDF, XML or ZIP invoice comes as', () => {
    for (const type of ['application/pdf', 'application/xml', 'text/xml', 'application/zip', 'application/x-zip-compressed', 'multipart/x-zip']) {
      expect(invoiceProblem(file('invoice', type, 10)), type).toBeNull()
    }
    expect(invoiceProblem(file('invoice.pdf', '', 10))).toEqual({ key: 'INVALID_FILE_TYPE', params: { type: 'PDF, ZIP' } })
  })

  it('names the allowed types or the size limit', () => {
    expect(invoiceProblem(file('a.png', 'image/png', 10))).toEqual({ key: 'INVALID_FILE_TYPE', params: { type: 'PDF, ZIP' } })
    expect(invoiceProblem(file('a.pdf', 'application/pdf', 100_001))).toEqual({ key: 'INVALID_FILE_SIZE', params: { size: '100 KB' } })
  })
})
