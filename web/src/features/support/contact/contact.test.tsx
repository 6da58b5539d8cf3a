// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { gate } from '@/test-support/gate'
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

const comment = (): HTMLTextAreaElement => screen.getByLabelText(/^Comment/)
const answer = (): HTMLInputElement => screen.getByLabelText(/^Result/)
/** The stars drawn beside the rating label. */
const stars = (): string => document.getElementById('rating-label')?.textContent?.replace('Rating', '') ?? ''
const helpOf = (field: HTMLElement): string => document.getElementById(`${field.id}-helper-text`)?.textContent ?? ''

/** Answers each feedback with `rating` after `answered` opens (open by default); records what was sent. */
function answerFeedback (rating: number, answered = { wait: async () => {} }): unknown[] {
  const sent: unknown[] = []
  server.use(http.post(shopUrl('api/Feedbacks/'), async ({ request }) => {
    sent.push(await request.json())
    await answered.wait()
    return HttpResponse.json({ status: 'success', data: { id: 8, comment: 'x', rating } }, { status: 201 })
  }))
  return sent
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
    expect(answer().getAttribute('aria-invalid')).toBe('true')
  })

  it('introduces itself, labels the rating and shows the author as fixed', async () => {
    await openForm()
    expect(screen.getByText('Tell us what you think about our juices, our service or this shop. We read every message.')).toBeTruthy()
    expect(screen.getByRole('slider', { name: 'Rating' })).toBeTruthy()
    const author = screen.getByLabelText('Author') as HTMLInputElement
    expect([author.disabled, author.readOnly]).toEqual([true, true])
  })

  it('names the longest comment it takes when a longer one arrives', async () => {
    await openForm()
    fireEvent.change(comment(), { target: { value: 'x'.repeat(161) } })
    expect(await screen.findByText('Max. 160 characters')).toBeTruthy()
  })

  it('shows the rating from one star until one is chosen, and draws the chosen stars', async () => {
    await openForm()
    const slider = screen.getByRole('slider')
    expect(slider.getAttribute('aria-valuenow')).toBe('1')
    expect(slider.getAttribute('aria-valuetext')).toBe('1 of 5 stars')
    expect([...document.querySelectorAll('.MuiSlider-markLabel')].map(mark => mark.textContent)).toEqual(['1', '2', '3', '4', '5'])
    expect(stars()).toBe('')
    fireEvent.keyDown(slider, { key: 'ArrowRight' })
    fireEvent.keyDown(slider, { key: 'ArrowRight' })
    expect(stars()).toBe('★★★')
    expect(slider.getAttribute('aria-valuetext')).toBe('3 of 5 stars')
  })

  it('takes a click on the one star already shown as choosing it', async () => {
    const sent = answerFeedback(1)
    await openForm()
    await fillField(comment(), 'Meh')
    await fillField(answer(), '12')
    const track = screen.getByRole('slider').closest('.MuiSlider-root') as HTMLElement
    track.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 100, height: 10 })
    // Dragging draws the stars before the thumb is let go.
    fireEvent.mouseDown(track, { clientX: 99, button: 0 })
    expect(stars()).toBe('★★★★★')
    fireEvent.mouseMove(document, { clientX: 1, buttons: 1 })
    fireEvent.mouseUp(document, { clientX: 1 })
    expect(stars()).toBe('★')
    await waitFor(() => { expect(submit().disabled).toBe(false) })
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(submit())
    await waitFor(() => { expect(sent).toMatchObject([{ rating: 1 }]) })
  })

  it('counts the comment\'s characters, and asks for one when it is emptied', async () => {
    await openForm()
    expect(helpOf(comment())).toBe('0/160')
    expect(comment().maxLength).toBe(160)
    await fillField(comment(), 'Lovely juice')
    expect(helpOf(comment())).toBe('12/160')
    expect(comment().getAttribute('aria-invalid')).toBe('false')
    await fillField(comment(), '')
    expect(await screen.findByText('Please provide a comment.')).toBeTruthy()
    expect(comment().getAttribute('aria-invalid')).toBe('true')
    expect(answer().getAttribute('aria-invalid')).toBe('false')
  })

  it('signs a guest\'s comment as Anonymous and waits for the captcha question before anything is sent', async () => {
    const question = gate()
    const sent = answerFeedback(3)
    server.use(http.get(shopUrl('rest/captcha/'), async () => {
      await question.wait()
      return HttpResponse.json({ captchaId: 77, captcha: '3*4', answer: '12' })
    }))
    renderScreen(<Contact />, { at: '/contact' })
    expect((screen.getByLabelText('Author') as HTMLInputElement).value).toBe('Anonymous')
    expect((document.getElementById('userId') as HTMLInputElement).value).toBe('')
    expect(screen.getByText('Loading…')).toBeTruthy()
    await fillField(comment(), 'Quick')
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' })
    await fillField(answer(), '12')
    expect(submit().disabled).toBe(true)
    fireEvent.keyDown(comment(), { key: 'Enter' })
    question.open()
    expect(await screen.findByText('What is 3*4 ?')).toBeTruthy()
    expect(sent).toEqual([])
    await waitFor(() => { expect(submit().disabled).toBe(false) })
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
    // The form starts over, without complaining about the fields it emptied.
    expect(comment().value).toBe('')
    expect(answer().value).toBe('')
    expect(stars()).toBe('')
    expect(screen.queryByText('Please provide a comment.')).toBeNull()
    expect(submit().disabled).toBe(true)
  })

  it('keeps the button off while the feedback is on its way, and has the shop\'s feedback list reloaded', async () => {
    const answered = gate()
    const sent = answerFeedback(4, answered)
    captcha()
    const view = renderScreen(<Contact />, { at: '/contact' })
    view.queryClient.setQueryData(['feedbacks'], [])
    await screen.findByText('What is 3*4 ?')
    await sendOneStar('Fine', '12')
    await waitFor(() => { expect(sent).toHaveLength(1) })
    expect(submit().disabled).toBe(true)
    // Enter in the comment while the button is off sends nothing more.
    fireEvent.keyDown(comment(), { key: 'Enter' })
    answered.open()
    expect(await screen.findByText('Thank you for your feedback.')).toBeTruthy()
    await waitFor(() => { expect(comment().value).toBe('') })
    expect(sent).toHaveLength(1)
    expect(view.queryClient.getQueryState(['feedbacks'])?.isInvalidated).toBe(true)
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
    expect((document.getElementById('userId') as HTMLInputElement).value).toBe('5')
    const slider = screen.getByRole('slider')
    for (let i = 0; i < 5; i++) fireEvent.keyDown(slider, { key: 'ArrowRight' })
    await fillField(screen.getByLabelText(/^Result/), '12')
    // Shift+Enter is a new line, not a submission.
    const keys = userEvent.setup({ delay: null, pointerEventsCheck: 0 })
    await keys.click(screen.getByLabelText(/^Comment/))
    await keys.keyboard('Great{Shift>}{Enter}{/Shift}day')
    await waitFor(() => { expect(submit().disabled).toBe(false) })
    fireEvent.keyDown(screen.getByLabelText(/^Comment/), { key: 'Enter' })
    expect(await screen.findByText('Thank you so much for your amazing 5-star feedback!')).toBeTruthy()
    expect(sent).toMatchObject({ UserId: 5, comment: 'Great\nday (***@shop.test)', rating: 5, captcha: '12' })
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
