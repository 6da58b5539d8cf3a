// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HOME, OFFICE, answer, answerAddresses, tableText, user } from '@/test-support/checkout-fixtures'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import AddressSaved from './address-saved'

const server = mockShopServer()
const row = (name: string): HTMLElement => screen.getByText(name).closest('tr') as HTMLElement

describe('managing the saved addresses', COMPONENT_TEST, () => {
  it('lists them with edit and remove buttons and nothing to choose', async () => {
    answerAddresses(server, [HOME, OFFICE])
    renderScreen(<AddressSaved />, { at: '/address/saved' })
    expect(screen.getByRole('heading', { name: 'My saved addresses' })).toBeTruthy()
    await screen.findByText('Kim Berg')
    expect(tableText(screen.getByRole('table', { name: 'My saved addresses' }))).toEqual([
      ['Name', 'Address', 'Country', ''],
      ['Kim Berg', 'Karl Johans gate 1, 0150 Oslo', 'Norway', ''],
      ['Sam Lee', '1 Hacker Way, 94301 Palo Alto, CA', 'USA', '']
    ])
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()
    await user().click(screen.getByText('Sam Lee'))
    expect(row('Sam Lee').classList.contains('Mui-selected')).toBe(false)
    expect(getComputedStyle(row('Sam Lee')).cursor).toBe('default')
  })

  it('opens an address for editing', async () => {
    answerAddresses(server, [HOME, OFFICE])
    renderScreen(<AddressSaved />, { at: '/address/saved' })
    await screen.findByText('Sam Lee')
    await user().click(within(row('Sam Lee')).getByRole('button', { name: 'Edit' }))
    await waitFor(() => { expect(screen.getByTestId('location').textContent).toBe('/address/edit/5') })
  })

  it('removes an address, says so and reads the list again', async () => {
    const lists = answerAddresses(server, [HOME, OFFICE])
    const deletes = answer(server, 'delete', 'api/Addresss/:id', { status: 'success' })
    renderScreen(<AddressSaved />, { at: '/address/saved' })
    await screen.findByText('Kim Berg')
    answerAddresses(server, [OFFICE])
    await user().click(within(row('Kim Berg')).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Your address has been removed.')).toBeTruthy()
    await waitFor(() => { expect(screen.queryByText('Kim Berg')).toBeNull() })
    expect(deletes).toEqual([{ path: '/api/Addresss/3', body: null }])
    expect(lists).toHaveLength(1)
  })

  it('tells the server\'s reason when an address cannot be removed', async () => {
    answerAddresses(server, [HOME])
    answer(server, 'delete', 'api/Addresss/:id', new Error('Address is used by an order'))
    renderScreen(<AddressSaved />, { at: '/address/saved' })
    await screen.findByText('Kim Berg')
    await user().click(screen.getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Address is used by an order')).toBeTruthy()
    expect(screen.queryByText('Your address has been removed.')).toBeNull()
  })

  it('has no Back button and tells when there is no address', async () => {
    answerAddresses(server, [])
    renderScreen(<AddressSaved />, { at: '/address/saved' })
    expect(await screen.findByText('You have not saved an address yet.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })
})
