/** The complaint form's own rule for invoices (the server's is looser, see uploadSizeChallenge). */
export const INVOICE_MAX_BYTES = 100_000
export const INVOICE_ACCEPT = '.pdf,.zip'
const INVOICE_TYPES = ['application/pdf', 'application/xml', 'text/xml', 'application/zip', 'application/x-zip-compressed', 'multipart/x-zip']

export type InvoiceProblem = { key: 'INVALID_FILE_TYPE', params: { type: string } } | { key: 'INVALID_FILE_SIZE', params: { size: string } }

export function invoiceProblem (file: File | null): InvoiceProblem | null {
  if (!file) return null
  if (!INVOICE_TYPES.includes(file.type)) return { key: 'INVALID_FILE_TYPE', params: { type: 'PDF, ZIP' } }
  if (file.size > INVOICE_MAX_BYTES) return { key: 'INVALID_FILE_SIZE', params: { size: '100 KB' } }
  return null
}
