// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { fillField, renderScreen } from '@/test-support/render-screen'
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
