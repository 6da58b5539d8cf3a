// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { fillField, renderScreen } from '@/test-support/render-screen'
import { logIn } from '@/test-support/shop-session'
import Complain from './complain'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0, applyAccept: false })
const submit = (): HTMLButtonElement => screen.getByRole('button', { name: 'Submit' })
const fileInput = (): HTMLInputElement => document.getElementById('complaintFile') as HTMLInputElement

describe('the complaint form', () => {
  it('needs a message and refuses an invoice of another type or over 100 KB', async () => {
    await renderScreen(<Complain />, { at: '/complain' })
    expect(submit().disabled).toBe(true)
    await fillField(screen.getByLabelText(/^Message/), 'The melon juice was warm')
    expect(submit().disabled).toBe(false)
    await user().upload(fileInput(), new File(['x'], 'invoice.exe', { type: 'application/x-msdownload' }))
    expect(await screen.findByText('Forbidden file type. Only PDF, ZIP allowed.')).toBeTruthy()
    expect(submit().disabled).toBe(true)
    await user().upload(fileInput(), new File([new Uint8Array(100_001)], 'invoice.pdf', { type: 'application/pdf' }))
    expect(await screen.findByText('File too large. Maximum 100 KB allowed.')).toBeTruthy()
    expect(submit().disabled).toBe(true)
  })

  it('uploads the invoice first, then files the complaint with it and gives the reference', async () => {
    const calls: string[] = []
    let complaint: unknown
    server.use(
      http.post(shopUrl('file-upload'), () => { calls.push('upload'); return new HttpResponse(null, { status: 204 }) }),
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
    await waitFor(() => { expect(calls).toEqual(['upload', 'complaint']) })
    expect(await screen.findByText('Customer support will get in touch with you soon! Your complaint reference is #31')).toBeTruthy()
    expect(calls).toEqual(['upload', 'complaint'])
    expect(complaint).toMatchObject({ message: 'The melon juice was warm' })
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
