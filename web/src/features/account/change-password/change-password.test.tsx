// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { saveLogin } from '@/lib/session'
import { gate } from '@/test-support/gate'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { fakeToken, fillField, renderScreen } from '@/test-support/render-screen'
import ChangePassword from './change-password'

const server = mockShopServer()
const button = (): HTMLButtonElement => screen.getByRole('button', { name: 'Change' })

describe('the change-password form', () => {
  it('keeps Change off for a short new password or a repeat that differs, and counts to 40 in both', async () => {
    await renderScreen(<ChangePassword />, { at: '/privacy-security/change-password' })
    await fillField(screen.getByLabelText(/^Current Password/), 'old-secret')
    await fillField(screen.getByLabelText(/^New Password/), 'abcd')
    await fillField(screen.getByLabelText(/^Repeat New Password/), 'abcd')
    expect(button().disabled).toBe(true)
    await fillField(screen.getByLabelText(/^New Password/), 'abcde')
    await fillField(screen.getByLabelText(/^Repeat New Password/), 'abcdf')
    expect(await screen.findByText('Passwords do not match')).toBeTruthy()
    expect(button().disabled).toBe(true)
    await fillField(screen.getByLabelText(/^Repeat New Password/), 'abcde')
    expect(screen.getAllByText(/ 5\/40$|^5\/40$/)).toHaveLength(2)
    await waitFor(() => { expect(button().disabled).toBe(false) })
  })

  it('sends the three values in the query and says it worked', async () => {
    let query: URLSearchParams | undefined
    server.use(http.get(shopUrl('rest/user/change-password'), ({ request }) => {
      query = new URL(request.url).searchParams
      return HttpResponse.json({ user: {} })
    }))
    await renderScreen(<ChangePassword />, { at: '/privacy-security/change-password' })
    await fillField(screen.getByLabelText(/^Current Password/), 'old-secret')
    await fillField(screen.getByLabelText(/^New Password/), 'new-secret')
    await fillField(screen.getByLabelText(/^Repeat New Password/), 'new-secret')
    await waitFor(() => { expect(button().disabled).toBe(false) })
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(button())
    expect(await screen.findByText('Your password was successfully changed.')).toBeTruthy()
    expect(Object.fromEntries(query!)).toEqual({ current: 'old-secret', new: 'new-secret', repeat: 'new-secret' })
  })
})

describe('the change-password form, further', () => {
  const value = (label: RegExp): string => (screen.getByLabelText(label) as HTMLInputElement).value
  async function changeTo (current: string, next: string): Promise<void> {
    await fillField(screen.getByLabelText(/^Current Password/), current)
    await fillField(screen.getByLabelText(/^New Password/), next)
    await fillField(screen.getByLabelText(/^Repeat New Password/), next)
    await waitFor(() => { expect(button().disabled).toBe(false) })
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(button())
  }

  it('shows the title, the length hint with the count and a message for a missing current password', async () => {
    await renderScreen(<ChangePassword />)
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeTruthy()
    expect(screen.getByText('Password must be 5-40 characters long. 0/40')).toBeTruthy()
    await fillField(screen.getByLabelText(/^Current Password/), 'x')
    await fillField(screen.getByLabelText(/^Current Password/), '')
    expect(await screen.findByText('Please provide your current password.')).toBeTruthy()
    expect(screen.getByLabelText(/^Current Password/).getAttribute('aria-invalid')).toBe('true')
  })

  it('marks a wrong new password and a differing repeat, naming the length, and compares again when the new one changes', async () => {
    await renderScreen(<ChangePassword />)
    const invalid = (label: RegExp): string | null => screen.getByLabelText(label).getAttribute('aria-invalid')
    await fillField(screen.getByLabelText(/^New Password/), 'abcd')
    expect(await screen.findByText('Password must be 5-40 characters long.')).toBeTruthy()
    expect(invalid(/^New Password/)).toBe('true')
    await fillField(screen.getByLabelText(/^New Password/), 'abcde')
    await fillField(screen.getByLabelText(/^Repeat New Password/), 'abcdf')
    expect(await screen.findByText('Passwords do not match')).toBeTruthy()
    expect([invalid(/^New Password/), invalid(/^Repeat New Password/)]).toEqual(['false', 'true'])
    await fillField(screen.getByLabelText(/^New Password/), 'abcdf')
    await waitFor(() => { expect(screen.queryByText('Passwords do not match')).toBeNull() })
    expect(invalid(/^Repeat New Password/)).toBe('false')
    expect(screen.getByText('5/40')).toBeTruthy()
  })

  it('names its fields for the browser\'s password manager', async () => {
    await renderScreen(<ChangePassword />)
    const fields = [/^Current Password/, /^New Password/, /^Repeat New Password/].map(label => screen.getByLabelText(label))
    expect(fields.map(field => [field.id, field.getAttribute('autocomplete')])).toEqual([
      ['currentPassword', 'current-password'], ['newPassword', 'new-password'], ['newPasswordRepeat', 'new-password']
    ])
    expect(document.activeElement).toBe(fields[0])
    expect(fields.map(field => field.getAttribute('aria-invalid'))).toEqual(['false', 'false', 'false'])
    expect(button().id).toBe('changeButton')
  })

  it('keeps Change off while the change is on its way', async () => {
    const answer = gate()
    server.use(http.get(shopUrl('rest/user/change-password'), async () => { await answer.wait(); return HttpResponse.json({ user: {} }) }))
    await renderScreen(<ChangePassword />)
    await changeTo('old-secret', 'new-secret')
    // The form still holds valid values: only the pending change keeps the button off.
    await waitFor(() => { expect(button().disabled).toBe(true) })
    expect(value(/^New Password/)).toBe('new-secret')
    answer.open()
    expect(await screen.findByText('Your password was successfully changed.')).toBeTruthy()
  })

  it('shows the shop\'s refusal above the form, empties it, and drops the message after a change that works', async () => {
    let attempt = 0
    server.use(http.get(shopUrl('rest/user/change-password'), () => ++attempt === 1
      ? HttpResponse.text('Current password is not correct.', { status: 401 })
      : HttpResponse.json({ user: {} })))
    await renderScreen(<ChangePassword />)
    await changeTo('wrong', 'new-secret')
    expect((await screen.findByRole('alert')).textContent).toBe('Current password is not correct.')
    await waitFor(() => { expect(value(/^Current Password/)).toBe('') })
    expect(value(/^New Password/)).toBe('')
    expect(value(/^Repeat New Password/)).toBe('')
    await changeTo('old-secret', 'new-secret')
    expect(await screen.findByText('Your password was successfully changed.')).toBeTruthy()
    expect(screen.queryByText('Current password is not correct.')).toBeNull()
    expect(value(/^New Password/)).toBe('')
  })

  it('warns in the console when the support desk picks a password outside the corporate policy (a planted clue)', async () => {
    server.use(http.get(shopUrl('rest/user/change-password'), () => HttpResponse.json({ user: {} })))
    const warned = vi.spyOn(console, 'error').mockImplementation(() => {})
    act(() => { saveLogin({ token: fakeToken({ id: 9, email: 'support@juice.shop.test', role: 'admin' }), bid: 1, umail: 'support@juice.shop.test' }) })
    await renderScreen(<ChangePassword />)
    await changeTo('old-secret', 'simple')
    expect(await screen.findByText('Your password was successfully changed.')).toBeTruthy()
    expect(warned).toHaveBeenCalledWith('Parola echipei de asistență nu respectă politica corporativă pentru conturile privilegiate! Vă rugăm să schimbați parola în consecință!')
    warned.mockClear()
    await changeTo('simple', 'Citrus!Desk#2024pulp')
    expect(await screen.findAllByText('Your password was successfully changed.')).toBeTruthy()
    expect(warned).not.toHaveBeenCalled()
    warned.mockRestore()
  })
})
