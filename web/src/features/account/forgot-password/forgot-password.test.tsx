// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { fillField, renderScreen } from '@/test-support/render-screen'
import ForgotPassword from './forgot-password'

const server = mockShopServer()
const button = (): HTMLButtonElement => screen.getByRole('button', { name: 'Change' })

/** Types the address and waits until the form has looked up its question (after typing stops). */
async function openFor (email: string): Promise<string[]> {
  const asked: string[] = []
  server.use(http.get(shopUrl('rest/user/security-question'), ({ request }) => {
    const address = new URL(request.url).searchParams.get('email') ?? ''
    asked.push(address)
    return HttpResponse.json(address === 'kim@shop.test' ? { question: { id: 2, question: 'Name of your favorite pet?' } } : {})
  }))
  await renderScreen(<ForgotPassword />, { at: '/forgot-password' })
  await fillField(screen.getByLabelText(/^Email/), email)
  return asked
}

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
    expect([question(), field(/^Answer/), field(/^New Password/), field(/^Repeat New Password/)].map(input => input.disabled)).toEqual([true, true, true, true])
    expect(screen.getByText('Password must be 5-40 characters long.')).toBeTruthy()
    const inputs = [/^Email/, /^Security Question/, /^Answer/, /^New Password/, /^Repeat New Password/].map(field)
    expect(inputs.map(input => [input.id, input.getAttribute('autocomplete')])).toEqual([
      ['email', 'email'], ['securityQuestion', null], ['securityAnswer', 'off'], ['newPassword', 'new-password'], ['newPasswordRepeat', 'new-password']
    ])
    expect(button().id).toBe('resetButton')
  })

  it('tells a missing answer, a wrong length and a differing repeat once the question is there', async () => {
    await openFor('kim@shop.test')
    expect(await screen.findByDisplayValue('Name of your favorite pet?', {}, { timeout: 10_000 })).toBeTruthy()
    await fillField(field(/^Answer/), '')
    expect(await screen.findByText('Please provide an answer to your security question.')).toBeTruthy()
    expect(field(/^Answer/).getAttribute('aria-invalid')).toBe('true')
    await fillField(field(/^New Password/), 'abc')
    await waitFor(() => { expect(field(/^New Password/).getAttribute('aria-invalid')).toBe('true') })
    expect(screen.getByText('Password must be 5-40 characters long.')).toBeTruthy()
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
