// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HOME, OFFICE, answer, answerAddresses, answerLater, chosen, tableText, user } from '@/test-support/checkout-fixtures'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import AddressSelect from './address-select'

const server = mockShopServer()
const continueButton = (): HTMLButtonElement => screen.getByRole('button', { name: 'Continue' })
const radio = (name: string): HTMLInputElement => screen.getByRole('radio', { name })

describe('choosing the delivery address', COMPONENT_TEST, () => {
  it('lists the saved addresses as a shopper reads them, none chosen yet', async () => {
    answerAddresses(server, [HOME, OFFICE])
    renderScreen(<AddressSelect />, { at: '/address/select' })
    expect(screen.getByRole('heading', { name: 'Select an address' })).toBeTruthy()
    await screen.findByText('Kim Berg')
    const table = screen.getByRole('table', { name: 'Select an address' })
    expect(tableText(table)).toEqual([
      ['', 'Name', 'Address', 'Country'],
      ['', 'Kim Berg', 'Karl Johans gate 1, 0150 Oslo', 'Norway'],
      ['', 'Sam Lee', '1 Hacker Way, 94301 Palo Alto, CA', 'USA']
    ])
    expect(radio('Kim Berg').checked).toBe(false)
    expect(radio('Sam Lee').checked).toBe(false)
    expect(continueButton().disabled).toBe(true)
    expect(within(table).queryByRole('button', { name: 'Edit' })).toBeNull()
  })

  it('continues with the clicked address to the delivery step', async () => {
    answerAddresses(server, [HOME, OFFICE])
    renderScreen(<AddressSelect />, { at: '/address/select' })
    await user().click(await screen.findByText('Sam Lee'))
    expect(radio('Sam Lee').checked).toBe(true)
    expect(radio('Kim Berg').checked).toBe(false)
    expect(screen.getByText('Sam Lee').closest('tr')?.classList.contains('Mui-selected')).toBe(true)
    expect(screen.getByText('Kim Berg').closest('tr')?.classList.contains('Mui-selected')).toBe(false)
    // A row that can be chosen looks clickable and lights up under the pointer.
    const row = screen.getByText('Kim Berg').closest('tr') as HTMLElement
    expect([getComputedStyle(row).cursor, row.classList.contains('MuiTableRow-hover')]).toEqual(['pointer', true])
    await user().click(continueButton())
    await waitFor(() => { expect(screen.getByTestId('location').textContent).toBe('/delivery-method') })
    expect(sessionStorage.getItem('addressId')).toBe('5')
  })

  it('starts from the address chosen before, if it is still saved', async () => {
    chosen({ addressId: 3 })
    answerAddresses(server, [HOME, OFFICE])
    renderScreen(<AddressSelect />, { at: '/address/select' })
    await waitFor(() => { expect(radio('Kim Berg').checked).toBe(true) })
    expect(continueButton().disabled).toBe(false)
  })

  it('forgets a chosen address that is no longer saved', async () => {
    chosen({ addressId: 9 })
    answerAddresses(server, [HOME])
    renderScreen(<AddressSelect />, { at: '/address/select' })
    await screen.findByText('Kim Berg')
    expect(radio('Kim Berg').checked).toBe(false)
    expect(continueButton().disabled).toBe(true)
  })

  it('shows a loading bar and no "no address" text while the list loads', async () => {
    const later = answerLater(server, 'get', 'api/Addresss', { status: 'success', data: [] })
    renderScreen(<AddressSelect />, { at: '/address/select' })
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    expect(screen.queryByText('You have not saved an address yet.')).toBeNull()
    later.release()
    expect(await screen.findByText('You have not saved an address yet.')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('tells why the list could not be read', async () => {
    answer(server, 'get', 'api/Addresss', new Error('Blocked by the firewall'))
    renderScreen(<AddressSelect />, { at: '/address/select' })
    expect(await screen.findByText('Blocked by the firewall')).toBeTruthy()
    expect(screen.getByText('You have not saved an address yet.')).toBeTruthy()
  })

  it('goes back to the basket', async () => {
    answerAddresses(server, [HOME])
    renderScreen(<AddressSelect />, { at: '/address/select' })
    await user().click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => { expect(screen.getByTestId('location').textContent).toBe('/basket') })
  })

  it('offers to add a new address', async () => {
    answerAddresses(server, [HOME])
    renderScreen(<AddressSelect />, { at: '/address/select' })
    await user().click(screen.getByRole('button', { name: 'Add New Address' }))
    await waitFor(() => { expect(screen.getByTestId('location').textContent).toBe('/address/create') })
  })
})
