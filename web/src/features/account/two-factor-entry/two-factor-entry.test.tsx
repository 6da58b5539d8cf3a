// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { failure, gate, recordCalls } from '@/test-support/recorded-calls'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, fakeToken, fillField, renderScreen } from '@/test-support/render-screen'
import TwoFactorEntry from './two-factor-entry'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true })
const codeField = (): HTMLInputElement => screen.getByLabelText(/^Token/)
const loginButton = (): HTMLButtonElement => screen.getByRole('button', { name: 'Log in' })
const token = fakeToken({ id: 7, email: 'kim@shop.test', role: 'customer' })
const INVALID = 'The token appears to be invalid.'

function openEntry (): ReturnType<typeof renderScreen> {
  localStorage.setItem('totp_tmp_token', 'pending.jwt')
  return renderScreen(<TwoFactorEntry />, { at: '/2fa/enter' })
}

describe('the two-factor code entry', COMPONENT_TEST, () => {
  it('explains itself, keeps only six digits and asks for a code before it lets the user in', async () => {
    openEntry()
    expect(screen.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeTruthy()
    expect(screen.getByText(/Enter the 6-digit code your authenticator app shows/)).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(document.activeElement).toBe(codeField())
    expect(screen.getByText('0/6')).toBeTruthy()
    expect(loginButton().disabled).toBe(true)
    await fillField(codeField(), '')
    expect(await screen.findByText('Please enter your 2FA token.')).toBeTruthy()
    expect(codeField().getAttribute('aria-invalid')).toBe('true')
    await fillField(codeField(), '12a3')
    expect(codeField().value).toBe('123')
    expect(await screen.findByText(INVALID)).toBeTruthy()
    expect(loginButton().disabled).toBe(true)
    // The field's own length limit stops typing; a value put in at once (autofill) is cut by the app.
    fireEvent.change(codeField(), { target: { value: '123 456 789' } })
    expect(codeField().value).toBe('123456')
    expect(screen.getByText('6/6')).toBeTruthy()
    expect(codeField().getAttribute('aria-invalid')).toBe('false')
    expect(loginButton().disabled).toBe(false)
  })

  it('sends the pending token with the code, stores the session and goes to the search', async () => {
    const calls = recordCalls(server, 'post', 'rest/2fa/verify', { authentication: { token, bid: 9, umail: 'kim@shop.test' } })
    const { path, queryClient } = openEntry()
    queryClient.setQueryData(['basket', null], { id: 0, Products: [] })
    // Another screen's answer (the shell's language list) stays as it is.
    queryClient.setQueryData(['languages'], [])
    await fillField(codeField(), '482913')
    await user().click(loginButton())
    await waitFor(() => { expect(path()).toBe('/search') })
    expect(queryClient.getQueryState(['basket', null])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['languages'])?.isInvalidated).toBe(false)
    expect(calls.map(call => call.body)).toEqual([{ tmpToken: 'pending.jwt', totpToken: '482913' }])
    expect(localStorage.getItem('token')).toBe(token)
    expect(sessionStorage.getItem('bid')).toBe('9')
    expect(localStorage.getItem('totp_tmp_token')).toBeNull()
  })

  it('empties the field and says the code was wrong for a while when the shop refuses it', async () => {
    recordCalls(server, 'post', 'rest/2fa/verify', () => failure(401, { status: 'error' }))
    const { path } = openEntry()
    await fillField(codeField(), '000000')
    await user().click(loginButton())
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID)
    expect(codeField().value).toBe('')
    expect(path()).toBe('/2fa/enter')
    expect(localStorage.getItem('totp_tmp_token')).toBe('pending.jwt')
    expect(localStorage.getItem('token')).toBeNull()
    // The message goes after five seconds; waiting for that takes as long on any machine.
    await waitFor(() => { expect(screen.queryByRole('alert')).toBeNull() }, { timeout: 15_000 })
  })

  it('sends nothing without a pending login and says so', async () => {
    const calls = recordCalls(server, 'post', 'rest/2fa/verify', () => failure(500, {}))
    openEntry()
    localStorage.removeItem('totp_tmp_token')
    await fillField(codeField(), '123456')
    await user().click(loginButton())
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID)
    expect(calls).toEqual([])
  })
})

describe('the two-factor code entry, further', COMPONENT_TEST, () => {
  it('offers the phone\'s number pad and the code the phone suggests', () => {
    openEntry()
    const field = codeField()
    expect(['id', 'autocomplete', 'inputmode', 'pattern', 'maxlength'].map(name => field.getAttribute(name))).toEqual(['totpToken', 'one-time-code', 'numeric', '[0-9]*', '6'])
    expect(loginButton().id).toBe('totpSubmitButton')
  })

  it('keeps Log in off while the code is checked', async () => {
    const answer = gate()
    recordCalls(server, 'post', 'rest/2fa/verify', async () => { await answer.passed; return { authentication: { token, bid: 9, umail: 'kim@shop.test' } } })
    const { path } = openEntry()
    await fillField(codeField(), '482913')
    await user().click(loginButton())
    await waitFor(() => { expect(loginButton().disabled).toBe(true) })
    expect(codeField().value).toBe('482913')
    answer.open()
    await waitFor(() => { expect(path()).toBe('/search') })
  })
})
