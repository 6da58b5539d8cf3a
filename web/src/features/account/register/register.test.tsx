// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { fillField, renderScreen } from '@/test-support/render-screen'
import Register from './register'

const server = mockShopServer()
const questions = (): void => {
  server.use(http.get(shopUrl('api/SecurityQuestions/'), () =>
    HttpResponse.json({ status: 'success', data: [{ id: 1, question: 'Your eldest siblings middle name?' }, { id: 2, question: 'Name of your favorite pet?' }] })))
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
    await renderScreen(<Register />, { at: '/register' })
    await registerWith('Name of your favorite pet?', '  Rex ')
    expect(await screen.findByTestId('other-route')).toBeTruthy()
    expect(sent).toEqual([
      { email: 'kim@shop.test', password: 'Lemon-Tree-7', passwordRepeat: 'Lemon-Tree-7', securityQuestion: { id: 2, question: 'Name of your favorite pet?' }, securityAnswer: 'Rex' },
      { UserId: 42, answer: 'Rex', SecurityQuestionId: 2 }
    ])
  })
})

describe('the registration form, further', () => {
  it('lists the password advice on request and ticks what the password meets', async () => {
    questions()
    await renderScreen(<Register />, { at: '/register' })
    expect(screen.getByRole('heading', { name: 'User Registration' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Log in here' }).getAttribute('href')).toBe('/login')
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
