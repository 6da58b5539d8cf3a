// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { fillField, renderScreen } from '@/test-support/render-screen'
import AddressForm from './address-form'

const server = mockShopServer()

async function fillIn (mobile: string): Promise<void> {
  await fillField(screen.getByLabelText(/Country/), 'Norway')
  await fillField(screen.getByLabelText(/^Name/), 'Kim Berg')
  await fillField(screen.getByLabelText(/Mobile Number/), mobile)
  await fillField(screen.getByLabelText(/ZIP Code/), '0150')
  await fillField(screen.getByLabelText(/^Address/), 'Karl Johans gate 1')
  await fillField(screen.getByLabelText(/City/), 'Oslo')
}

const submit = (): HTMLButtonElement => screen.getByRole('button', { name: 'Submit' })

describe('the address form', () => {
  it('refuses a mobile number of fewer than seven digits and keeps Submit off', async () => {
    await renderScreen(<AddressForm />, { at: '/address/create' })
    await fillIn('1234')
    expect(await screen.findByText(/Mobile number must match/)).toBeTruthy()
    expect(submit().disabled).toBe(true)
  })

  it('refuses letters and an eleven-digit number', async () => {
    await renderScreen(<AddressForm />, { at: '/address/create' })
    await fillIn('99999999999')
    expect(await screen.findByText(/Mobile number must match/)).toBeTruthy()
    await fillField(screen.getByLabelText(/Mobile Number/), '12345ab')
    expect(submit().disabled).toBe(true)
  })

  it('sends a valid address as the API expects it and goes back', async () => {
    let sent: unknown
    server.use(http.post(shopUrl('api/Addresss'), async ({ request }) => {
      sent = await request.json()
      return HttpResponse.json({ status: 'success', data: { id: 9, ...(sent as object) } }, { status: 201 })
    }))
    await renderScreen(<AddressForm />, { at: '/address/create' })
    await fillIn('1111111')
    await waitFor(() => { expect(submit().disabled).toBe(false) })
    await userEvent.setup().click(submit())
    expect(await screen.findByTestId('other-route')).toBeTruthy()
    expect(sent).toEqual({ country: 'Norway', fullName: 'Kim Berg', mobileNum: 1111111, zipCode: '0150', streetAddress: 'Karl Johans gate 1', city: 'Oslo', state: '' })
  })
})
