// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { NoticeForm } from './notice-form'

const server = mockShopServer()
const NOTICE = shopUrl('rest/classroom/trainer/notice')

const field = () => screen.getByLabelText(/^message/i)

function send (message: string) {
  fireEvent.change(field(), { target: { value: message } })
  fireEvent.click(screen.getByRole('button', { name: 'Send notice' }))
}

describe('notice form', COMPONENT_TEST, () => {
  it('hints at the limit, bounds the field, and empties it once the notice is sent', async () => {
    const bodies: unknown[] = []
    server.use(http.post(NOTICE, async ({ request }) => { bodies.push(await request.json()); return new HttpResponse(null, { status: 204 }) }))
    renderScreen(<NoticeForm />)
    expect(document.body.textContent).toContain('as plain text (at most 500 characters).')
    expect(field().getAttribute('maxlength')).toBe('500')
    expect(field().getAttribute('aria-invalid')).toBe('false')

    send('Ten minutes left')
    expect(await screen.findByText('The notice was sent to every team.')).toBeTruthy()
    expect(bodies).toEqual([{ message: 'Ten minutes left' }])
    expect((field() as HTMLTextAreaElement).value).toBe('')
  })

  it('marks a notice that is too long, with the limit, and sends nothing', async () => {
    let requests = 0
    server.use(http.post(NOTICE, () => { requests++; return new HttpResponse(null, { status: 204 }) }))
    renderScreen(<NoticeForm />)
    send('x'.repeat(501))
    expect(await screen.findByText('A notice has at most 500 characters.')).toBeTruthy()
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(requests).toBe(0)
  })

  it('says so when the notice cannot be sent, and keeps the text', async () => {
    server.use(http.post(NOTICE, () => HttpResponse.json({ error: 'boom' }, { status: 500 })))
    renderScreen(<NoticeForm />)
    send('Ten minutes left')
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy()
    await waitFor(() => { expect((field() as HTMLTextAreaElement).value).toBe('Ten minutes left') })
  })
})
