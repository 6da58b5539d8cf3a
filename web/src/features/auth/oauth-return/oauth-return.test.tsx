// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useNavigate } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerConfiguration } from '@/test-support/account-fixtures'
import { failure, recordCalls } from '@/test-support/recorded-calls'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, fakeToken, renderScreen } from '@/test-support/render-screen'
import OAuthReturn from './oauth-return'

const server = mockShopServer()
const USER_INFO = 'https://accounts.example.test/userinfo'
const EMAIL = 'kim@gmail.test'
// The planted derivation written out (the first 16 hex digits of SHA-256 of the e-mail), so a changed formula fails here.
const PASSWORD = '6d4146223692a5ec'
const token = fakeToken({ id: 7, email: EMAIL, role: 'customer' })
/** An answer cached for another screen (the shell's language list): a sign-in, or its failure, leaves it alone. */
const LANGUAGES_KEY = ['languages']

beforeEach(() => { vi.spyOn(console, 'log').mockImplementation(() => {}) })
afterEach(() => { vi.restoreAllMocks() })

/** The provider's return as the hash router turns it into a path. */
function returnWith (fragment: string): ReturnType<typeof renderScreen> {
  return renderScreen(<OAuthReturn />, { at: `/${fragment}`, path: '/:fragment' })
}

function provider (answer: Parameters<typeof recordCalls>[3] = { email: EMAIL }, url = USER_INFO): ReturnType<typeof recordCalls> {
  return recordCalls(server, 'get', url, answer)
}

describe('the return from the third-party sign-in', COMPONENT_TEST, () => {
  it('asks the provider who signed in, creates the account, logs in with the oauth flag and opens the shop', async () => {
    answerConfiguration(server, { googleOauth: { clientId: 'client-17', userInfoUrl: USER_INFO } })
    const asked = provider()
    const created = recordCalls(server, 'post', 'api/Users/', { status: 'success', data: { id: 31, email: EMAIL } })
    const logins = recordCalls(server, 'post', 'rest/user/login', { authentication: { token, bid: 8, umail: EMAIL } })
    const rendered = returnWith('access_token=tok-1&token_type=Bearer&expires_in=3599')
    const { path, queryClient } = rendered
    queryClient.setQueryData(['basket', null], { id: 0, Products: [] })
    queryClient.setQueryData(LANGUAGES_KEY, [])
    expect(screen.getByText('Signing you in…')).toBeTruthy()
    expect(screen.getByRole('progressbar')).toBeTruthy()
    expect(await screen.findByText('You have been logged in with your third-party account.')).toBeTruthy()
    await waitFor(() => { expect(path()).toBe('/') })
    expect(asked.map(call => call.query)).toEqual([{ alt: 'json', access_token: 'tok-1' }])
    expect(created.map(call => call.body)).toEqual([{ email: EMAIL, password: PASSWORD, passwordRepeat: PASSWORD }])
    expect(logins.map(call => call.body)).toEqual([{ email: EMAIL, password: PASSWORD, oauth: true }])
    expect(localStorage.getItem('token')).toBe(token)
    expect(sessionStorage.getItem('bid')).toBe('8')
    expect(queryClient.getQueryState(['basket', null])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(LANGUAGES_KEY)?.isInvalidated).toBe(false)
  })

  it('logs a returning user into the account that exists (the shop answers 400 to the creation)', async () => {
    answerConfiguration(server, { googleOauth: { userInfoUrl: USER_INFO } })
    provider()
    recordCalls(server, 'post', 'api/Users/', () => failure(400, { message: 'Validation error' }))
    const logins = recordCalls(server, 'post', 'rest/user/login', { authentication: { token, bid: 8, umail: EMAIL } })
    const { path } = returnWith('access_token=tok-2')
    await waitFor(() => { expect(path()).toBe('/') })
    expect(logins).toHaveLength(1)
    expect(localStorage.getItem('token')).toBe(token)
  })

  it.each([
    ['names no user-info address', { config: { application: {} } }],
    ['has no application section', { config: {} }],
    ['cannot be read', () => failure(500, { error: 'down' })]
  ])('asks Google when the configuration %s', async (_case, configuration) => {
    recordCalls(server, 'get', 'rest/admin/application-configuration', configuration)
    const asked = provider({ email: EMAIL }, 'https://www.googleapis.com/oauth2/v1/userinfo')
    recordCalls(server, 'post', 'api/Users/', { status: 'success', data: { id: 31, email: EMAIL } })
    recordCalls(server, 'post', 'rest/user/login', { authentication: { token, bid: 8, umail: EMAIL } })
    const { path } = returnWith('access_token=tok-3')
    await waitFor(() => { expect(path()).toBe('/') })
    expect(asked).toHaveLength(1)
  })
})

describe('a failed third-party sign-in', COMPONENT_TEST, () => {
  beforeEach(() => {
    localStorage.setItem('token', 'old.session.token')
    sessionStorage.setItem('bid', '2')
  })

  /** Waits for the screen to give up: the message shown, the session gone, back at the login. */
  async function expectRefusal (rendered: ReturnType<typeof renderScreen>, message: string): Promise<void> {
    rendered.queryClient.setQueryData(['basket', 2], { id: 2, Products: [] })
    rendered.queryClient.setQueryData(LANGUAGES_KEY, [])
    expect(await screen.findByText(message)).toBeTruthy()
    expect(rendered.queryClient.getQueryData(['basket', 2])).toBeUndefined()
    expect(rendered.queryClient.getQueryData(LANGUAGES_KEY)).toEqual([])
    await waitFor(() => { expect(rendered.path()).toBe('/login') })
    expect(localStorage.getItem('token')).toBeNull()
    expect(sessionStorage.getItem('bid')).toBeNull()
  }

  it('asks nobody when the return carries no access token', async () => {
    answerConfiguration(server, { googleOauth: { userInfoUrl: USER_INFO } })
    const asked = provider()
    await expectRefusal(returnWith('token_type=Bearer'), 'The sign-in provider returned no access token')
    expect(asked).toEqual([])
  })

  it('stops when the provider refuses the token', async () => {
    answerConfiguration(server, { googleOauth: { userInfoUrl: USER_INFO } })
    provider(() => failure(401, { error: 'invalid_token' }))
    await expectRefusal(returnWith('access_token=stale'), 'The sign-in provider answered 401')
  })

  it('stops when the provider names no e-mail', async () => {
    answerConfiguration(server, { googleOauth: { userInfoUrl: USER_INFO } })
    provider({ email: '' })
    await expectRefusal(returnWith('access_token=tok-4'), 'The sign-in provider sent no e-mail address')
  })

  it('stops when the provider\'s answer has no e-mail field', async () => {
    answerConfiguration(server, { googleOauth: { userInfoUrl: USER_INFO } })
    provider({ id: '1234' })
    await expectRefusal(returnWith('access_token=tok-4'), 'The sign-in provider sent no e-mail address')
  })

  it('stops without a login when the shop cannot create the account', async () => {
    answerConfiguration(server, { googleOauth: { userInfoUrl: USER_INFO } })
    provider()
    recordCalls(server, 'post', 'api/Users/', () => failure(500, { error: 'Database is locked' }))
    const logins = recordCalls(server, 'post', 'rest/user/login', { authentication: { token, bid: 8, umail: EMAIL } })
    await expectRefusal(returnWith('access_token=tok-5'), 'Database is locked')
    expect(logins).toEqual([])
  })

  it('stops when the login answers without a session', async () => {
    answerConfiguration(server, { googleOauth: { userInfoUrl: USER_INFO } })
    provider()
    recordCalls(server, 'post', 'api/Users/', { status: 'success', data: { id: 31, email: EMAIL } })
    recordCalls(server, 'post', 'rest/user/login', { status: 'success' })
    await expectRefusal(returnWith('access_token=tok-6'), 'Login answer carries no authentication')
  })
})

describe('the way back from the third-party sign-in', COMPONENT_TEST, () => {
  function BackButton () {
    const navigate = useNavigate()
    return <button type="button" onClick={() => { void navigate(-1) }}>Back</button>
  }

  /** The return stays mounted wherever the router goes, beside a Back button. */
  async function returnAndGoBack (fragment: string, arrivedAt: string): Promise<string> {
    const { path } = renderScreen(<><OAuthReturn /><BackButton /></>, { at: `/${fragment}`, path: '*' })
    await waitFor(() => { expect(path()).toBe(arrivedAt) })
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'Back' }))
    return path()
  }

  it('leaves no address with the access token in the history after a login', async () => {
    answerConfiguration(server, { googleOauth: { userInfoUrl: USER_INFO } })
    const asked = provider()
    recordCalls(server, 'post', 'api/Users/', { status: 'success', data: { id: 31, email: EMAIL } })
    recordCalls(server, 'post', 'rest/user/login', { authentication: { token, bid: 8, umail: EMAIL } })
    expect(await returnAndGoBack('access_token=tok-7', '/')).toBe('/elsewhere')
    expect(asked[0].query.access_token).toBe('tok-7')
  })

  it('nor after a refusal', async () => {
    answerConfiguration(server, { googleOauth: { userInfoUrl: USER_INFO } })
    provider(() => failure(401, { error: 'invalid_token' }))
    expect(await returnAndGoBack('access_token=tok-8', '/login')).toBe('/elsewhere')
  })
})
