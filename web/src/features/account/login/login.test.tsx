// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerConfiguration } from '@/test-support/account-fixtures'
import { failure, gate, recordCalls } from '@/test-support/recorded-calls'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, fakeToken, fillField, renderScreen } from '@/test-support/render-screen'
import Login from './login'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true })
const loginButton = (): HTMLButtonElement => screen.getByRole('button', { name: 'Log in' })
const emailField = (): HTMLInputElement => screen.getByLabelText(/^Email/)
const passwordField = (): HTMLInputElement => screen.getByLabelText(/^Password/)
const rememberMe = (): HTMLInputElement => screen.getByRole('checkbox', { name: 'Remember me' })
const token = fakeToken({ id: 7, email: 'kim@shop.test', role: 'customer' })
/** An answer cached for another screen (the shell's language list), which a login leaves alone. */
const LANGUAGES_KEY = ['languages']

afterEach(() => {
  Cookies.remove('token')
  delete (window as { __qaSmokeRun?: unknown }).__qaSmokeRun
})

async function openLogin (): Promise<ReturnType<typeof renderScreen>> {
  answerConfiguration(server)
  const rendered = renderScreen(<Login />, { at: '/login' })
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy()
  return rendered
}

async function logIn (email: string, password: string): Promise<void> {
  await fillField(emailField(), email)
  await fillField(passwordField(), password)
  await waitFor(() => { expect(loginButton().disabled).toBe(false) })
  await user().click(loginButton())
}

describe('the login form', COMPONENT_TEST, () => {
  it('starts empty with the e-mail focused, and offers the password reset and the registration', async () => {
    const { path } = await openLogin()
    expect(emailField().value).toBe('')
    expect(document.activeElement).toBe(emailField())
    expect(rememberMe().checked).toBe(false)
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password')
    expect(screen.getByText('Not yet a customer?').textContent).toBe('Not yet a customer? Register now')
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe('/register')
    expect(screen.queryByRole('button', { name: 'Log in with Google' })).toBeNull()
    expect(path()).toBe('/login')
  })

  it('names its fields and buttons for the browser\'s password manager and the shop\'s own scripts', async () => {
    await openLogin()
    expect([emailField(), passwordField(), rememberMe()].map(field => [field.id, field.getAttribute('autocomplete')])).toEqual([
      ['email', 'username'], ['password', 'current-password'], ['rememberMe', null]
    ])
    expect(loginButton().id).toBe('loginButton')
  })

  it('keeps Log in off until both the e-mail and the password are given', async () => {
    await openLogin()
    expect(loginButton().disabled).toBe(true)
    await fillField(emailField(), "' OR 1=1--")
    expect(loginButton().disabled).toBe(true)
    await fillField(passwordField(), 'x')
    await waitFor(() => { expect(loginButton().disabled).toBe(false) })
    await fillField(emailField(), '')
    await waitFor(() => { expect(loginButton().disabled).toBe(true) })
  })

  it('sends the credentials as typed, stores the session and goes to the search', async () => {
    const calls = recordCalls(server, 'post', 'rest/user/login', { authentication: { token, bid: 12, umail: 'kim@shop.test' } })
    const { path, queryClient } = await openLogin()
    // A basket read before the login belongs to nobody: it must be read again.
    queryClient.setQueryData(['basket', null], { id: 0, Products: [] })
    queryClient.setQueryData(LANGUAGES_KEY, [])
    await logIn("' OR 1=1--", 'Lemon-Tree-7')
    await waitFor(() => { expect(path()).toBe('/search') })
    expect(queryClient.getQueryState(['basket', null])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(LANGUAGES_KEY)?.isInvalidated).toBe(false)
    expect(calls.map(call => call.body)).toEqual([{ email: "' OR 1=1--", password: 'Lemon-Tree-7' }])
    expect(localStorage.getItem('token')).toBe(token)
    expect(Cookies.get('token')).toBe(token)
    expect(sessionStorage.getItem('bid')).toBe('12')
    expect(localStorage.getItem('email')).toBeNull()
  })

  it('remembers the e-mail when asked', async () => {
    const calls = recordCalls(server, 'post', 'rest/user/login', { authentication: { token, bid: 3, umail: 'kim@shop.test' } })
    const { path } = await openLogin()
    await user().click(rememberMe())
    expect(rememberMe().checked).toBe(true)
    await logIn('kim@shop.test', 'Lemon-Tree-7')
    await waitFor(() => { expect(path()).toBe('/search') })
    expect(localStorage.getItem('email')).toBe('kim@shop.test')
    expect(calls).toHaveLength(1)
  })

  it('opens with a remembered e-mail filled in, the box ticked and the password focused; unticking forgets it', async () => {
    localStorage.setItem('email', 'kim@shop.test')
    recordCalls(server, 'post', 'rest/user/login', { authentication: { token, bid: 3, umail: 'kim@shop.test' } })
    const { path } = await openLogin()
    expect(emailField().value).toBe('kim@shop.test')
    expect(rememberMe().checked).toBe(true)
    expect(document.activeElement).toBe(passwordField())
    await user().click(rememberMe())
    expect(rememberMe().checked).toBe(false)
    await logIn('kim@shop.test', 'Lemon-Tree-7')
    await waitFor(() => { expect(path()).toBe('/search') })
    expect(localStorage.getItem('email')).toBeNull()
  })

  it('goes to the code entry when the account has a second factor, keeping the pending token', async () => {
    recordCalls(server, 'post', 'rest/user/login', () => failure(401, { status: 'totp_token_required', data: { tmpToken: 'pending.jwt' } }))
    const { path } = await openLogin()
    await logIn('kim@shop.test', 'Lemon-Tree-7')
    await waitFor(() => { expect(path()).toBe('/2fa/enter') })
    expect(localStorage.getItem('totp_tmp_token')).toBe('pending.jwt')
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('shows the server\'s refusal, drops an old session and clears the message when a field gets focus', async () => {
    localStorage.setItem('token', token)
    sessionStorage.setItem('bid', '3')
    recordCalls(server, 'post', 'rest/user/login', () => failure(401, 'Invalid email or password.'))
    const { path, queryClient } = await openLogin()
    queryClient.setQueryData(['basket', 3], { id: 3, Products: [] })
    queryClient.setQueryData(LANGUAGES_KEY, [])
    await logIn('kim@shop.test', 'wrong')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.')
    expect(queryClient.getQueryData(['basket', 3])).toBeUndefined()
    expect(queryClient.getQueryData(LANGUAGES_KEY)).toEqual([])
    expect(path()).toBe('/login')
    expect(localStorage.getItem('token')).toBeNull()
    expect(sessionStorage.getItem('bid')).toBeNull()
    await user().click(passwordField())
    await waitFor(() => { expect(screen.queryByRole('alert')).toBeNull() })
    await logIn('kim@shop.test', 'wrong')
    expect(await screen.findByRole('alert')).toBeTruthy()
    await user().click(emailField())
    await waitFor(() => { expect(screen.queryByRole('alert')).toBeNull() })
  })

  it('prints a database failure whole (the verbose-error lesson)', async () => {
    const error = { message: 'SQLITE_ERROR: unrecognized token', name: 'SequelizeDatabaseError', sql: "SELECT * FROM Users WHERE email = '''" }
    recordCalls(server, 'post', 'rest/user/login', () => failure(500, { error }))
    await openLogin()
    await logIn("'", 'x')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(JSON.stringify(error, null, 2))
  })

  it('keeps Log in off while the login is on its way', async () => {
    const answer = gate()
    await openLogin()
    recordCalls(server, 'post', 'rest/user/login', async () => {
      await answer.passed
      return { authentication: { token, bid: 1, umail: 'kim@shop.test' } }
    })
    await logIn('kim@shop.test', 'Lemon-Tree-7')
    await waitFor(() => { expect(loginButton().disabled).toBe(true) })
    answer.open()
    await screen.findByTestId('other-route')
  })

  it('fills in the QA account for the smoke-test runner (the exposed-credentials lesson)', async () => {
    (window as { __qaSmokeRun?: unknown }).__qaSmokeRun = true
    await openLogin()
    await waitFor(() => { expect(emailField().value).toBe('qa.bot@juice.shop.test') })
    expect(passwordField().value).toBe('Qa-Bot-Smoke-1')
  })

  it('leaves the form empty when the flag is anything but true', async () => {
    (window as { __qaSmokeRun?: unknown }).__qaSmokeRun = 'yes'
    await openLogin()
    expect(emailField().value).toBe('')
    expect(passwordField().value).toBe('')
  })
})

describe('the third-party login button', COMPONENT_TEST, () => {
  const oauth = {
    clientId: 'client-17',
    authorizeUrl: 'https://accounts.example.test/auth',
    userInfoUrl: 'https://accounts.example.test/userinfo',
    authorizedRedirects: [{ uri: 'https://elsewhere.test' }, { uri: 'http://shop.test/' }]
  }

  it('sends the browser to the provider with this page as the way back', async () => {
    answerConfiguration(server, { googleOauth: oauth })
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    renderScreen(<Login />, { at: '/login' })
    const google = await screen.findByRole('button', { name: 'Log in with Google' })
    expect(google.id).toBe('loginButtonGoogle')
    await user().click(google)
    expect(assign).toHaveBeenCalledWith('https://accounts.example.test/auth?client_id=client-17&response_type=token&scope=email&redirect_uri=http%3A%2F%2Fshop.test')
    assign.mockRestore()
  })

  it('is not offered when no redirect is this page\'s origin', async () => {
    answerConfiguration(server, { name: 'Shop', googleOauth: { ...oauth, authorizedRedirects: [{ uri: 'https://elsewhere.test' }] } })
    const { queryClient } = renderScreen(<Login />, { at: '/login' })
    await waitFor(() => { expect(queryClient.getQueryData(['application-configuration'])).toBeDefined() })
    expect(screen.queryByRole('button', { name: 'Log in with Google' })).toBeNull()
  })

  it('is not offered by a configuration without an application section', async () => {
    recordCalls(server, 'get', 'rest/admin/application-configuration', { config: {} })
    const { queryClient } = renderScreen(<Login />, { at: '/login' })
    await waitFor(() => { expect(queryClient.getQueryData(['application-configuration'])).toEqual({}) })
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Log in with Google' })).toBeNull()
  })
})
