// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { fillField, renderScreen } from '@/test-support/render-screen'
import ForgotPassword from './forgot-password'
import { QUESTION_LOOKUP_DELAY_MS } from './forgot-password-schema'

const server = mockShopServer()
const button = (): HTMLButtonElement => screen.getByRole('button', { name: 'Change' })

/** Answers the question lookups (kim@shop.test has a question) and records the addresses asked for, in order. */
function answerLookups (): string[] {
  const asked: string[] = []
  server.use(http.get(shopUrl('rest/user/security-question'), ({ request }) => {
    const address = new URL(request.url).searchParams.get('email') ?? ''
    asked.push(address)
    return HttpResponse.json(address === 'kim@shop.test' ? { question: { id: 2, question: 'Name of your favorite pet?' } } : {})
  }))
  return asked
}

/** Types the address and waits until the form has looked up its question (after typing stops). */
async function openFor (email: string): Promise<string[]> {
  const asked = answerLookups()
  await renderScreen(<ForgotPassword />, { at: '/forgot-password' })
  await fillField(screen.getByLabelText(/^Email/), email)
  return asked
}

afterEach(() => { vi.useRealTimers() })

describe('the forgot-password form', () => {
  it('stays closed for an address without a question', async () => {
    const asked = await openFor('nobody@shop.test')
    // Wait for the lookup itself, not for a time.
    await waitFor(() => { expect(asked).toEqual(['nobody@shop.test']) }, { timeout: 10_000 })
    await new Promise(resolve => { setTimeout(resolve, 0) })
    expect(screen.getByLabelText(/^Security Question/).hasAttribute('disabled')).toBe(true)
    expect(button().disabled).toBe(true)
    expect(screen.getByLabelText(/^New Password/).hasAttribute('disabled')).toBe(true)
  })

  it('asks the account\'s question, checks the new password and sends the reset', async () => {
    let sent: unknown
    server.use(http.post(shopUrl('rest/user/reset-password'), async ({ request }) => {
      sent = await request.json()
      return HttpResponse.json({ user: { id: 5, email: 'kim@shop.test' } })
    }))
    await openFor('kim@shop.test')
    expect(await screen.findByDisplayValue('Name of your favorite pet?', {}, { timeout: 10_000 })).toBeTruthy()
    await waitFor(() => { expect(button().disabled).toBe(false) })
    await fillField(screen.getByLabelText(/^Answer/), ' Rex ')
    await fillField(screen.getByLabelText(/^New Password/), 'abc')
    expect(screen.getByLabelText(/^New Password/).getAttribute('aria-invalid')).toBe('true')
    await fillField(screen.getByLabelText(/^New Password/), 'Lemon-Tree-7')
    await fillField(screen.getByLabelText(/^Repeat New Password/), 'Lemon-Tree-7')
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(button())
    expect(await screen.findByText('Your password was successfully changed.')).toBeTruthy()
    expect(sent).toEqual({ email: 'kim@shop.test', answer: 'Rex', new: 'Lemon-Tree-7', repeat: 'Lemon-Tree-7' })
  })
})

describe('the forgot-password form, further', () => {
  it('shows the shop\'s refusal and empties the secret fields, keeping the address', async () => {
    let resets = 0
    server.use(http.post(shopUrl('rest/user/reset-password'), () => { resets++; return HttpResponse.text('Wrong answer to security question.', { status: 401 }) }))
    await openFor('kim@shop.test')
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeTruthy()
    await waitFor(() => { expect(button().disabled).toBe(false) }, { timeout: 10_000 })
    await fillField(screen.getByLabelText(/^Answer/), 'Max')
    await fillField(screen.getByLabelText(/^New Password/), 'Lemon-Tree-7')
    await fillField(screen.getByLabelText(/^Repeat New Password/), 'Lemon-Tree-7')
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(button())
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong answer to security question.')
    expect(resets).toBe(1)
    const value = (label: RegExp): string => (screen.getByLabelText(label) as HTMLInputElement).value
    await waitFor(() => { expect(value(/^Answer/)).toBe('') })
    expect(value(/^New Password/)).toBe('')
    expect(value(/^Repeat New Password/)).toBe('')
    expect(value(/^Email/)).toBe('kim@shop.test')
    expect(screen.queryByText('Your password was successfully changed.')).toBeNull()
  })
})

describe('the forgot-password form, its fields', () => {
  const field = (label: RegExp): HTMLInputElement => screen.getByLabelText(label)
  const question = (): HTMLInputElement => field(/^Security Question/)

  it('keeps everything but the address closed until a question is found, and tells a wrong address', async () => {
    await openFor('kim.shop.test')
    expect(await screen.findByText('Email address is not valid.')).toBeTruthy()
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true')
    expect(question().getAttribute('placeholder')).toBe('Enter your e-mail address to see your security question')
    // The label sits above the empty field, so the hint in it can be read.
    expect(document.getElementById('securityQuestion-label')?.getAttribute('data-shrink')).toBe('true')
    expect(screen.queryByText('Your password was successfully changed.')).toBeNull()
    expect([question(), field(/^Answer/), field(/^New Password/), field(/^Repeat New Password/)].map(input => input.disabled)).toEqual([true, true, true, true])
    expect(screen.getByText('Password must be 5-40 characters long.')).toBeTruthy()
    const inputs = [/^Email/, /^Security Question/, /^Answer/, /^New Password/, /^Repeat New Password/].map(field)
    expect(inputs.map(input => [input.id, input.getAttribute('autocomplete')])).toEqual([
      ['email', 'email'], ['securityQuestion', null], ['securityAnswer', 'off'], ['newPassword', 'new-password'], ['newPasswordRepeat', 'new-password']
    ])
    expect(button().id).toBe('resetButton')
  })

  it('tells a missing answer, a missing or wrong-length password and a differing repeat once the question is there', async () => {
    await openFor('kim@shop.test')
    expect(await screen.findByDisplayValue('Name of your favorite pet?', {}, { timeout: 10_000 })).toBeTruthy()
    expect(question().readOnly).toBe(true)
    const secrets = [/^Answer/, /^New Password/, /^Repeat New Password/]
    expect(secrets.map(label => field(label).getAttribute('aria-invalid'))).toEqual(['false', 'false', 'false'])
    await fillField(field(/^Answer/), '')
    expect(await screen.findByText('Please provide an answer to your security question.')).toBeTruthy()
    expect(field(/^Answer/).getAttribute('aria-invalid')).toBe('true')
    await fillField(field(/^New Password/), 'abc')
    await waitFor(() => { expect(field(/^New Password/).getAttribute('aria-invalid')).toBe('true') })
    expect(screen.getByText('Password must be 5-40 characters long.')).toBeTruthy()
    await fillField(field(/^New Password/), '')
    expect(await screen.findByText('Please provide a password.')).toBeTruthy()
    await fillField(field(/^New Password/), 'Lemon-Tree-7')
    await fillField(field(/^Repeat New Password/), 'Lemon-Tree-8')
    expect(await screen.findByText('Passwords do not match')).toBeTruthy()
    expect(field(/^Repeat New Password/).getAttribute('aria-invalid')).toBe('true')
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('false')
  })

  it('looks the question up again for another address, and empties the form after a reset', async () => {
    server.use(http.post(shopUrl('rest/user/reset-password'), () => HttpResponse.json({ user: { id: 5, email: 'kim@shop.test' } })))
    const asked = await openFor('kim@shop.test')
    expect(await screen.findByDisplayValue('Name of your favorite pet?', {}, { timeout: 10_000 })).toBeTruthy()
    await fillField(field(/^Email/), 'nobody@shop.test')
    await waitFor(() => { expect(asked).toEqual(['kim@shop.test', 'nobody@shop.test']) }, { timeout: 10_000 })
    await waitFor(() => { expect(question().value).toBe('') })
    expect(question().disabled).toBe(true)
    await fillField(field(/^Email/), 'kim@shop.test')
    await waitFor(() => { expect(button().disabled).toBe(false) }, { timeout: 10_000 })
    await fillField(field(/^Answer/), 'Rex')
    await fillField(field(/^New Password/), 'Lemon-Tree-7')
    await fillField(field(/^Repeat New Password/), 'Lemon-Tree-7')
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(button())
    expect((await screen.findByRole('status')).textContent).toBe('Your password was successfully changed.')
    expect(field(/^Email/).value).toBe('')
    expect(field(/^Answer/).value).toBe('')
  })
})

describe('the forgot-password form, its question lookup', () => {
  /** Types into the address field at once, then lets the app's clock run on by `ms`. */
  async function typeThenWait (value: string, ms: number): Promise<void> {
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value } })
    await act(async () => { await vi.advanceTimersByTimeAsync(ms) })
  }

  it('asks only for the address typing stopped at, once it holds an @', async () => {
    const asked = answerLookups()
    renderScreen(<ForgotPassword />, { at: '/forgot-password' })
    // The typing pauses are timed on a fake clock; the lookups themselves run on the real one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await typeThenWait('kim.shop.test', QUESTION_LOOKUP_DELAY_MS)
    await typeThenWait('nobody@shop.test', QUESTION_LOOKUP_DELAY_MS * 0.6)
    // Typing on before the pause is over: the address above is never looked up.
    await typeThenWait('kim', QUESTION_LOOKUP_DELAY_MS * 0.6)
    vi.useRealTimers()
    await fillField(screen.getByLabelText(/^Email/), 'kim@shop.test')
    expect(await screen.findByDisplayValue('Name of your favorite pet?', {}, { timeout: 10_000 })).toBeTruthy()
    expect(asked).toEqual(['kim@shop.test'])
  })
})
