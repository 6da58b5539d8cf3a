import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { postComplaint } from './post-complaint'
import { uploadFile } from './upload-file'

// Issue 24, item 5. This web app's complaint form against both servers: OWASP Juice Shop's
// `POST /file-upload` (routes/fileUpload.ts, as measured in issue 24) answers 204 without a body;
// this shop answers 201 with the stored name.
const server = mockShopServer()
const invoice = (): File => new File(['%PDF-1.4\n'], 'invoice-0042.pdf', { type: 'application/pdf' })

describe('uploadFile', () => {
  it('takes a 204 without a body (the peer\'s server) as success, and the complaint goes on with the file\'s name', async () => {
    let complaint: unknown
    server.use(
      http.post(shopUrl('file-upload'), () => new HttpResponse(null, { status: 204 })),
      http.post(shopUrl('api/Complaints/'), async ({ request }) => {
        complaint = await request.json()
        return HttpResponse.json({ status: 'success', data: { id: 7 } }, { status: 201 })
      })
    )
    const stored = await uploadFile(invoice())
    expect(stored).toEqual({ file: 'invoice-0042.pdf', size: 9 })
    // As the complaint form chains them: upload first, then the complaint naming the file.
    expect(await postComplaint({ UserId: 3, message: 'Juice arrived warm', file: stored.file })).toEqual({ id: 7 })
    expect(complaint).toEqual({ UserId: 3, message: 'Juice arrived warm', file: 'invoice-0042.pdf' })
  })

  it('takes the stored name from this shop\'s 201 answer', async () => {
    server.use(http.post(shopUrl('file-upload'), () => HttpResponse.json({ status: 'success', data: { file: 'complaints/3-invoice.pdf', size: 9 } }, { status: 201 })))
    expect(await uploadFile(invoice())).toEqual({ file: 'complaints/3-invoice.pdf', size: 9 })
  })

  it('names the file as chosen when the server answers with text, or a body without a stored name', async () => {
    server.use(http.post(shopUrl('file-upload'), () => HttpResponse.text('File uploaded', { status: 200 })))
    expect(await uploadFile(invoice())).toEqual({ file: 'invoice-0042.pdf', size: 9 })
    server.use(http.post(shopUrl('file-upload'), () => HttpResponse.json({ status: 'success' }, { status: 201 })))
    expect(await uploadFile(invoice())).toEqual({ file: 'invoice-0042.pdf', size: 9 })
  })

  it('sends the file as the form field "file"', async () => {
    let sent: unknown
    server.use(http.post(shopUrl('file-upload'), async ({ request }) => {
      const field = (await request.formData()).get('file')
      sent = field instanceof File ? [field.name, await field.text()] : field
      return new HttpResponse(null, { status: 204 })
    }))
    await uploadFile(invoice())
    expect(sent).toEqual(['invoice-0042.pdf', '%PDF-1.4\n'])
  })

  it('still fails on a refused upload', async () => {
    server.use(http.post(shopUrl('file-upload'), () => HttpResponse.json({ status: 'error', error: 'File too large' }, { status: 413 })))
    await expect(uploadFile(invoice())).rejects.toThrow('File too large')
  })
})
