// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { fillField, renderScreen } from '@/test-support/render-screen'
import { AddCardForm } from './add-card-form'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 })
const submit = (): HTMLButtonElement => screen.getByRole('button', { name: 'Submit' })

async function choose (label: RegExp, option: string): Promise<void> {
  await user().click(screen.getByRole('combobox', { name: label }))
  await user().click(within(await screen.findByRole('listbox')).getByText(option))
}

describe('the add-card form', () => {
  it('wants sixteen digits', async () => {
    await renderScreen(<AddCardForm />)
    await user().click(screen.getByText('Add new card'))
    await fillField(screen.getByLabelText(/^Name/), 'Kim Berg')
    await fillField(screen.getByLabelText(/^Card Number/), '411111111111111')
    expect(await screen.findByText(/Please enter a valid sixteen digit card number/)).toBeTruthy()
    await fillField(screen.getByLabelText(/^Card Number/), '41111111111111ab')
    expect(screen.getByText(/Please enter a valid sixteen digit card number/)).toBeTruthy()
    expect(submit().disabled).toBe(true)
  })

  it('saves a card with its number and expiry as numbers', async () => {
    let sent: unknown
    server.use(http.post(shopUrl('api/Cards'), async ({ request }) => {
      sent = await request.json()
      return HttpResponse.json({ status: 'success', data: { id: 3, fullName: 'Kim Berg', cardNum: '************1111', expMonth: 4, expYear: 2085 } }, { status: 201 })
    }))
    await renderScreen(<AddCardForm />)
    await user().click(screen.getByText('Add new card'))
    await fillField(screen.getByLabelText(/^Name/), 'Kim Berg')
    await fillField(screen.getByLabelText(/^Card Number/), '4111111111111111')
    await choose(/Expiry Month/, '4')
    await choose(/Expiry Year/, '2085')
    await waitFor(() => { expect(submit().disabled).toBe(false) })
    await user().click(submit())
    expect(await screen.findByText('Your card ending with 1111 has been saved for your convenience.')).toBeTruthy()
    expect(sent).toEqual({ fullName: 'Kim Berg', cardNum: 4111111111111111, expMonth: 4, expYear: 2085 })
  })
})
