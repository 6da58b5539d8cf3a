// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { fillField, renderScreen } from '@/test-support/render-screen'
import Contact from './contact'

const server = mockShopServer()
const submit = (): HTMLButtonElement => screen.getByRole('button', { name: 'Submit' })
let captchas = 0
const captcha = (): void => {
  server.use(http.get(shopUrl('rest/captcha/'), () => HttpResponse.json({ captchaId: ++captchas, captcha: '3*4', answer: '12' })))
}

describe('the contact form', () => {
  it('shows the captcha question and wants a whole number as its answer', async () => {
    captcha()
    await renderScreen(<Contact />, { at: '/contact' })
    expect(await screen.findByText('What is 3*4 ?')).toBeTruthy()
    await fillField(screen.getByLabelText(/^Comment/), 'Lovely juice')
    await fillField(screen.getByLabelText(/^Result/), 'twelve')
    expect(await screen.findByText('Invalid CAPTCHA code')).toBeTruthy()
  })

  it('sends the comment signed anonymously, the rating and the captcha, then asks a new captcha', async () => {
    captcha()
    let sent: unknown
    server.use(http.post(shopUrl('api/Feedbacks/'), async ({ request }) => {
      sent = await request.json()
      return HttpResponse.json({ status: 'success', data: { id: 8, comment: 'x', rating: 2 } }, { status: 201 })
    }))
    await renderScreen(<Contact />, { at: '/contact' })
    await screen.findByText('What is 3*4 ?')
    const firstCaptcha = captchas
    await fillField(screen.getByLabelText(/^Comment/), '  Lovely juice ')
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' })
    await fillField(screen.getByLabelText(/^Result/), ' 12 ')
    await waitFor(() => { expect(submit().disabled).toBe(false) })
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(submit())
    expect(await screen.findByText('Thank you for your feedback.')).toBeTruthy()
    expect(sent).toEqual({ captchaId: firstCaptcha, captcha: '12', comment: 'Lovely juice (anonymous)', rating: 2 })
    await waitFor(() => { expect(captchas).toBe(firstCaptcha + 1) })
  })
})
