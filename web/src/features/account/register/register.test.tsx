// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useTheme, type Palette } from '@mui/material/styles'
import { describe, expect, it } from 'vitest'
import { gate } from '@/test-support/gate'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { fillField, renderScreen } from '@/test-support/render-screen'
import Register from './register'

const server = mockShopServer()
const QUESTIONS = [{ id: 1, question: 'Your eldest siblings middle name?' }, { id: 2, question: 'Name of your favorite pet?' }]
/** Answers the list of security questions, once `held` lets it go when given. */
const questions = (held?: () => Promise<void>): void => {
  server.use(http.get(shopUrl('api/SecurityQuestions/'), async () => {
    await held?.()
    return HttpResponse.json({ status: 'success', data: QUESTIONS })
  }))
}

/** The app theme's text colours, read inside the rendered screen (features may not import the app shell). */
const text = { current: null as Palette['text'] | null }
function TextColours () {
  text.current = useTheme().palette.text
  return null
}

/** Fills the form for kim@shop.test with a valid password, picks the question, answers it and registers. */
async function registerWith (question: string, answer: string): Promise<void> {
  await fillField(screen.getByLabelText(/^Email/), 'kim@shop.test')
  await fillField(screen.getByLabelText(/^Password/), 'Lemon-Tree-7')
  await fillField(screen.getByLabelText(/^Repeat Password/), 'Lemon-Tree-7')
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 })
  await user.click(await screen.findByRole('combobox', { name: /Security Question/ }))
  await user.click(within(await screen.findByRole('listbox')).getByText(question))
  await fillField(screen.getByLabelText(/^Answer/), answer)
  await user.click(screen.getByRole('button', { name: 'Register' }))
}

describe('the registration form', () => {
  it('tells a password outside 5 to 40 characters and a repeat that differs', async () => {
    questions()
    await renderScreen(<Register />, { at: '/register' })
    await fillField(screen.getByLabelText(/^Email/), 'not-an-address')
    await fillField(screen.getByLabelText(/^Password/), 'abcd')
    await fillField(screen.getByLabelText(/^Repeat Password/), 'abcde')
    expect(await screen.findByText('Email address is not valid.')).toBeTruthy()
    expect(screen.getByText('Passwords do not match')).toBeTruthy()
    // The length rule is also the field's hint, so its error shows as the field's invalid state.
    const invalid = (): string | null => screen.getByLabelText(/^Password/).getAttribute('aria-invalid')
    expect(invalid()).toBe('true')
    await fillField(screen.getByLabelText(/^Password/), 'a'.repeat(41))
    expect(invalid()).toBe('true')
    await fillField(screen.getByLabelText(/^Password/), 'a'.repeat(40))
    expect(invalid()).toBe('false')
    await fillField(screen.getByLabelText(/^Password/), 'a'.repeat(5))
    expect(invalid()).toBe('false')
  })

  it('creates the account, confirms the answer and goes to the login', async () => {
    questions()
    const sent: unknown[] = []
    server.use(
      http.post(shopUrl('api/Users/'), async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ status: 'success', data: { id: 42, email: 'kim@shop.test' } }, { status: 201 })
      }),
      http.post(shopUrl('api/SecurityAnswers/'), async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ status: 'success', data: {} }, { status: 201 })
      })
    )
    const { path } = renderScreen(<Register />, { at: '/register' })
    await registerWith('Name of your favorite pet?', '  Rex ')
    expect(await screen.findByText('Registration completed successfully. You can now log in.')).toBeTruthy()
    expect(path()).toBe('/login')
    expect(sent).toEqual([
      { email: 'kim@shop.test', password: 'Lemon-Tree-7', passwordRepeat: 'Lemon-Tree-7', securityQuestion: { id: 2, question: 'Name of your favorite pet?' }, securityAnswer: 'Rex' },
      { UserId: 42, answer: 'Rex', SecurityQuestionId: 2 }
    ])
  })
})

describe('the registration form, further', () => {
  it('lists the password advice on request and ticks what the password meets', async () => {
    questions()
    await renderScreen(<><Register /><TextColours /></>, { at: '/register' })
    expect(screen.getByRole('heading', { name: 'User Registration' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Log in here' }).getAttribute('href')).toBe('/login')
    expect(screen.getByRole('link', { name: 'Log in here' }).parentElement?.textContent).toBe('Already a customer? Log in here')
    expect(screen.queryByText('contains at least one digit')).toBeNull()
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByRole('switch', { name: 'Show password advice' }))
    const advice = (): Array<[string, string]> => screen.getAllByRole('listitem').map(item => [item.querySelector('.MuiListItemText-primary')?.textContent ?? '', item.querySelector('title')?.textContent ?? ''])
    expect(advice()).toEqual([
      ['contains at least one lower character', 'Not fulfilled yet'],
      ['contains at least one upper character', 'Not fulfilled yet'],
      ['contains at least one digit', 'Not fulfilled yet'],
      ['contains at least one special character', 'Not fulfilled yet'],
      ['contains at least 8 characters', 'Not fulfilled yet']
    ])
    await fillField(screen.getByLabelText(/^Password/), 'lemon7')
    await waitFor(() => { expect(advice().map(([, met]) => met)).toEqual(['Fulfilled', 'Not fulfilled yet', 'Fulfilled', 'Not fulfilled yet', 'Not fulfilled yet']) })
    // A met advice reads in the text colour, an open one greyed; both in the small body type.
    const looks = [...document.querySelectorAll('.MuiListItemText-primary')].map(text => [getComputedStyle(text).color, getComputedStyle(text).fontSize])
    const { primary, secondary } = text.current!
    const small = '14px'
    expect(looks).toEqual([[primary, small], [secondary, small], [primary, small], [secondary, small], [secondary, small]])
    await fillField(screen.getByLabelText(/^Password/), 'Lemon-Tree-7')
    await waitFor(() => { expect(advice().map(([, met]) => met)).toEqual(['Fulfilled', 'Fulfilled', 'Fulfilled', 'Fulfilled', 'Fulfilled']) })
  })

  it('shows the shop\'s first validation error, capitalised, and clears it when a field gets focus', async () => {
    questions()
    let created = 0
    server.use(
      http.post(shopUrl('api/Users/'), () => { created++; return HttpResponse.json({ message: 'Validation error', errors: [{ field: 'email', message: 'email must be unique' }] }, { status: 400 }) }),
      http.post(shopUrl('api/SecurityAnswers/'), () => HttpResponse.json({ status: 'success', data: {} }, { status: 201 }))
    )
    await renderScreen(<Register />, { at: '/register' })
    await registerWith('Your eldest siblings middle name?', 'Sam')
    expect((await screen.findByRole('alert')).textContent).toBe('Email must be unique')
    expect(created).toBe(1)
    expect(screen.queryByTestId('other-route')).toBeNull()
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByLabelText(/^Answer/))
    await waitFor(() => { expect(screen.queryByRole('alert')).toBeNull() })
  })
})

describe('the registration form, its fields', () => {
  const field = (label: RegExp): HTMLElement => screen.getByLabelText(label)
  const helper = (id: string): string | undefined => document.getElementById(`${id}-helper-text`)?.textContent ?? undefined
  const LABELS = [/^Email/, /^Password/, /^Repeat Password/, /Security Question/, /^Answer/]
  /** How MUI prints a helper text of one space: a line kept free of any message. */
  const KEPT = '\u200b'

  it('keeps a line for each message, names its fields for the browser, and asks for every one when sent empty', async () => {
    questions()
    let created = 0
    server.use(http.post(shopUrl('api/Users/'), () => { created++; return HttpResponse.json({}, { status: 500 }) }))
    renderScreen(<Register />, { at: '/register' })
    const select = await screen.findByRole('combobox', { name: /Security Question/ })
    expect(document.activeElement).toBe(field(/^Email/))
    expect([field(/^Email/), field(/^Password/), field(/^Repeat Password/), field(/^Answer/)].map(input => [input.id, input.getAttribute('autocomplete')])).toEqual([
      ['emailControl', 'email'], ['passwordControl', 'new-password'], ['repeatPasswordControl', 'new-password'], ['securityAnswerControl', 'off']
    ])
    expect(select.id).toBe('securityQuestion')
    expect(LABELS.map(label => screen.getAllByLabelText(label)[0].getAttribute('aria-invalid') === 'true')).toEqual([false, false, false, false, false])
    expect(['emailControl', 'passwordControl', 'repeatPasswordControl', 'securityQuestion', 'securityAnswerControl'].map(helper))
      .toEqual([KEPT, 'Password must be 5-40 characters long.', KEPT, KEPT, KEPT])
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('Please provide an email address.')).toBeTruthy()
    expect(['emailControl', 'passwordControl', 'repeatPasswordControl', 'securityQuestion', 'securityAnswerControl'].map(helper)).toEqual([
      'Please provide an email address.',
      'Please provide a password.',
      'Please repeat your password.',
      'Please select a security question.',
      'Please provide an answer to your security question.'
    ])
    expect(LABELS.map(label => screen.getAllByLabelText(label)[0].getAttribute('aria-invalid'))).toEqual(['true', 'true', 'true', 'true', 'true'])
    expect(created).toBe(0)
  })

  it('names the allowed length for a short password and compares the repeat again when the password changes', async () => {
    questions()
    renderScreen(<Register />, { at: '/register' })
    await fillField(field(/^Password/), 'abcd')
    await waitFor(() => { expect(field(/^Password/).getAttribute('aria-invalid')).toBe('true') })
    expect(helper('passwordControl')).toBe('Password must be 5-40 characters long.')
    await fillField(field(/^Password/), 'Lemon-Tree-7')
    await fillField(field(/^Repeat Password/), 'Lemon-Tree-8')
    expect(await screen.findByText('Passwords do not match')).toBeTruthy()
    expect(field(/^Repeat Password/).getAttribute('aria-invalid')).toBe('true')
    await fillField(field(/^Password/), 'Lemon-Tree-8')
    await waitFor(() => { expect(screen.queryByText('Passwords do not match')).toBeNull() })
    expect(field(/^Repeat Password/).getAttribute('aria-invalid')).toBe('false')
  })
})

describe('the registration form, its questions', () => {
  it('offers no question until the shop has sent its list', async () => {
    const list = gate()
    questions(list.wait)
    renderScreen(<Register />, { at: '/register' })
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(await screen.findByRole('combobox', { name: /Security Question/ }))
    expect(within(await screen.findByRole('listbox')).queryAllByRole('option')).toEqual([])
    list.open()
    await waitFor(() => { expect(within(screen.getByRole('listbox')).getAllByRole('option').map(option => option.textContent)).toEqual(QUESTIONS.map(entry => entry.question)) })
  })
})
