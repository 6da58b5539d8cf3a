// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { fillField, renderScreen } from '@/test-support/render-screen'
import { logIn } from '@/test-support/shop-session'
import Contact from './contact'

const server = mockShopServer()
const submit = (): HTMLButtonElement => screen.getByRole('button', { name: 'Submit' })
let captchas = 0
const captcha = (): void => {
  server.use(http.get(shopUrl('rest/captcha/'), () => HttpResponse.json({ captchaId: ++captchas, captcha: '3*4', answer: '12' })))
}

/** Opens the form once its captcha question is shown; answers the number of that captcha. */
async function openForm (): Promise<number> {
  captcha()
  await renderScreen(<Contact />, { at: '/contact' })
  await screen.findByText('What is 3*4 ?')
  return captchas
}

/** Fills in a one-star comment with its captcha answer and sends it with the button. */
async function sendOneStar (comment: string, answer: string): Promise<void> {
  await fillField(screen.getByLabelText(/^Comment/), comment)
  fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' })
  await fillField(screen.getByLabelText(/^Result/), answer)
  await waitFor(() => { expect(submit().disabled).toBe(false) })
  await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(submit())
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
    let sent: unknown
    server.use(http.post(shopUrl('api/Feedbacks/'), async ({ request }) => {
      sent = await request.json()
      return HttpResponse.json({ status: 'success', data: { id: 8, comment: 'x', rating: 2 } }, { status: 201 })
    }))
    const firstCaptcha = await openForm()
    await sendOneStar('  Lovely juice ', ' 12 ')
    expect(await screen.findByText('Thank you for your feedback.')).toBeTruthy()
    expect(sent).toEqual({ captchaId: firstCaptcha, captcha: '12', comment: 'Lovely juice (anonymous)', rating: 2 })
    await waitFor(() => { expect(captchas).toBe(firstCaptcha + 1) })
  })
})

describe('the contact form for a customer', () => {
  it('signs the comment with the masked address, sends it with Enter and thanks a five-star rating specially', async () => {
    logIn()
    let sent: unknown
    server.use(http.post(shopUrl('api/Feedbacks/'), async ({ request }) => {
      sent = await request.json()
      return HttpResponse.json({ status: 'success', data: { id: 9, comment: 'x', rating: 5 } }, { status: 201 })
    }))
    await openForm()
    expect((screen.getByLabelText('Author') as HTMLInputElement).value).toBe('***@shop.test')
    const slider = screen.getByRole('slider')
    for (let i = 0; i < 5; i++) fireEvent.keyDown(slider, { key: 'ArrowRight' })
    await fillField(screen.getByLabelText(/^Result/), '12')
    await fillField(screen.getByLabelText(/^Comment/), 'Great')
    await waitFor(() => { expect(submit().disabled).toBe(false) })
    // Shift+Enter is a new line, not a submission.
    fireEvent.keyDown(screen.getByLabelText(/^Comment/), { key: 'Enter', shiftKey: true })
    expect(sent).toBeUndefined()
    fireEvent.keyDown(screen.getByLabelText(/^Comment/), { key: 'Enter' })
    expect(await screen.findByText('Thank you so much for your amazing 5-star feedback!')).toBeTruthy()
    expect(sent).toMatchObject({ UserId: 5, comment: 'Great (***@shop.test)', rating: 5, captcha: '12' })
  })

  it('shows the server\'s refusal, empties the answer and asks a new question', async () => {
    server.use(http.post(shopUrl('api/Feedbacks/'), () => HttpResponse.json({ error: 'Wrong answer to CAPTCHA. Please try again.' }, { status: 401 })))
    const firstCaptcha = await openForm()
    await sendOneStar('Hm', '13')
    expect(await screen.findByText('Wrong answer to CAPTCHA. Please try again.')).toBeTruthy()
    await waitFor(() => { expect((screen.getByLabelText(/^Result/) as HTMLInputElement).value).toBe('') })
    expect((screen.getByLabelText(/^Comment/) as HTMLTextAreaElement).value).toBe('Hm')
    await waitFor(() => { expect(captchas).toBe(firstCaptcha + 1) })
  })
})
