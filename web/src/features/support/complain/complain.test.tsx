// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { gate } from '@/test-support/gate'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { fillField, renderScreen } from '@/test-support/render-screen'
import { logIn } from '@/test-support/shop-session'
import Complain from './complain'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0, applyAccept: false })
const submit = (): HTMLButtonElement => screen.getByRole('button', { name: 'Submit' })
const fileInput = (): HTMLInputElement => document.getElementById('complaintFile') as HTMLInputElement
const message = (): HTMLTextAreaElement => screen.getByLabelText(/^Message/)
/** The hint or the problem shown below the message field. */
const messageHelp = (): string => document.getElementById('complaintMessage-helper-text')?.textContent ?? ''

describe('the complaint form', () => {
  it('needs a message and refuses an invoice of another type or over 100 KB', async () => {
    const sent: string[] = []
    for (const path of ['file-upload', 'api/Complaints/']) {
      server.use(http.post(shopUrl(path), () => { sent.push(path); return HttpResponse.json({ error: 'unexpected' }, { status: 500 }) }))
    }
    await renderScreen(<Complain />, { at: '/complain' })
    expect(submit().disabled).toBe(true)
    expect(fileInput().accept).toBe('.pdf,.zip')
    // A guest is named by nobody, in a field that cannot be changed.
    const customer = screen.getByLabelText('Customer') as HTMLInputElement
    expect([customer.value, customer.disabled, customer.readOnly]).toEqual(['', true, true])
    expect(screen.getByText('Invoice')).toBeTruthy()
    expect(screen.getByText('Choose file')).toBeTruthy()
    expect(screen.getByText('No file chosen')).toBeTruthy()
    expect(screen.getByText('Optional: PDF or ZIP, at most 100 KB.')).toBeTruthy()
    expect(messageHelp()).toBe('0/160')
    expect(message().getAttribute('aria-invalid')).toBe('false')
    await fillField(message(), ' ')
    expect(messageHelp()).toBe('Please provide a text.')
    expect(message().getAttribute('aria-invalid')).toBe('true')
    expect(submit().disabled).toBe(true)
    await fillField(message(), 'The melon juice was warm')
    expect(messageHelp()).toBe('24/160')
    expect(message().getAttribute('aria-invalid')).toBe('false')
    expect(submit().disabled).toBe(false)
    await user().upload(fileInput(), new File(['x'], 'invoice.exe', { type: 'application/x-msdownload' }))
    expect(await screen.findByText('Forbidden file type. Only PDF, ZIP allowed.')).toBeTruthy()
    expect(screen.getByText('invoice.exe')).toBeTruthy()
    expect(screen.queryByText('Optional: PDF or ZIP, at most 100 KB.')).toBeNull()
    expect(submit().disabled).toBe(true)
    // Submitted anyway (Enter), an invalid complaint is not sent.
    fireEvent.submit(submit().closest('form') as HTMLFormElement)
    await user().upload(fileInput(), new File([new Uint8Array(100_001)], 'invoice.pdf', { type: 'application/pdf' }))
    expect(await screen.findByText('File too large. Maximum 100 KB allowed.')).toBeTruthy()
    expect(submit().disabled).toBe(true)
    // A cancelled choice empties the field's files (as Chrome does), dropping the file and its problem.
    Object.defineProperty(fileInput(), 'files', { value: [], configurable: true })
    fireEvent.change(fileInput())
    expect(await screen.findByText('No file chosen')).toBeTruthy()
    expect(screen.getByText('Optional: PDF or ZIP, at most 100 KB.')).toBeTruthy()
    expect(submit().disabled).toBe(false)
    expect(sent).toEqual([])
  })

  it('keeps a message to 160 characters', async () => {
    await renderScreen(<Complain />, { at: '/complain' })
    await fillField(message(), 'w'.repeat(170))
    expect(message().value).toBe('w'.repeat(160))
    expect(messageHelp()).toBe('160/160')
    expect(submit().disabled).toBe(false)
  })

  it('uploads the invoice first, then files the complaint with it and gives the reference', async () => {
    const calls: string[] = []
    let complaint: unknown
    const uploaded = gate()
    server.use(
      http.post(shopUrl('file-upload'), async () => { calls.push('upload'); await uploaded.wait(); return new HttpResponse(null, { status: 204 }) }),
      http.post(shopUrl('api/Complaints/'), async ({ request }) => {
        calls.push('complaint')
        complaint = await request.json()
        return HttpResponse.json({ status: 'success', data: { id: 31 } }, { status: 201 })
      })
    )
    await renderScreen(<Complain />, { at: '/complain' })
    await fillField(screen.getByLabelText(/^Message/), '  The melon juice was warm ')
    await user().upload(fileInput(), new File([new Uint8Array(100_000)], 'invoice.pdf', { type: 'application/pdf' }))
    await waitFor(() => { expect(submit().disabled).toBe(false) })
    await user().click(submit())
    // Sent once: the button waits for the upload.
    await waitFor(() => { expect(calls).toEqual(['upload']) })
    expect(submit().disabled).toBe(true)
    fireEvent.submit(submit().closest('form') as HTMLFormElement)
    uploaded.open()
    await waitFor(() => { expect(calls).toEqual(['upload', 'complaint']) })
    expect(await screen.findByText('Customer support will get in touch with you soon! Your complaint reference is #31')).toBeTruthy()
    expect(calls).toEqual(['upload', 'complaint'])
    expect(complaint).toEqual({ message: 'The melon juice was warm', file: 'invoice.pdf' })
    // The form is empty again, without asking for the message it just sent.
    expect(message().value).toBe('')
    expect(messageHelp()).toBe('0/160')
    expect(screen.getByText('No file chosen')).toBeTruthy()
    expect(fileInput().value).toBe('')
    expect(submit().disabled).toBe(true)
  })

  it('files a complaint without an invoice for the logged-in customer, and keeps a failed one to try again', async () => {
    logIn()
    const failure = vi.spyOn(console, 'error').mockImplementation(() => {})
    const sent: unknown[] = []
    let refuse = true
    server.use(http.post(shopUrl('api/Complaints/'), async ({ request }) => {
      sent.push(await request.json())
      return refuse
        ? HttpResponse.json({ error: 'Complaints are closed' }, { status: 500 })
        : HttpResponse.json({ status: 'success', data: { id: 32 } }, { status: 201 })
    }))
    try {
      await renderScreen(<Complain />, { at: '/complain' })
      expect((screen.getByLabelText('Customer') as HTMLInputElement).value).toBe('kim@shop.test')
      await fillField(screen.getByLabelText(/^Message/), 'Warm again')
      await user().click(submit())
      await waitFor(() => { expect(failure).toHaveBeenCalledWith('Complaint could not be saved', expect.anything()) })
      expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('Warm again')
      refuse = false
      await user().click(submit())
      expect(await screen.findByText('Customer support will get in touch with you soon! Your complaint reference is #32')).toBeTruthy()
      expect(sent).toEqual([{ UserId: 5, message: 'Warm again' }, { UserId: 5, message: 'Warm again' }])
    } finally {
      failure.mockRestore()
    }
  })
})
