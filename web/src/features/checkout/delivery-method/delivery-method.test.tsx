// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DELIVERIES, HOME, OFFICE, answer, answerAddress, answerDeliveries, chosen, tableText, user } from '@/test-support/checkout-fixtures'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import DeliveryMethod from './delivery-method'

const server = mockShopServer()
const continueButton = (): HTMLButtonElement => screen.getByRole('button', { name: 'Continue' })
const radio = (name: string): HTMLInputElement => screen.getByRole('radio', { name })
const row = (name: string): HTMLElement => screen.getByText(name).closest('tr') as HTMLElement

describe('choosing the delivery speed', COMPONENT_TEST, () => {
  it('shows the chosen address and every method with its price and time', async () => {
    chosen({ addressId: 3 })
    const reads = answerAddress(server, HOME)
    answerDeliveries(server)
    renderScreen(<DeliveryMethod />, { at: '/delivery-method' })
    expect(screen.getByRole('heading', { name: 'Choose a delivery speed' })).toBeTruthy()
    const address = (await screen.findByText('Kim Berg')).closest('address') as HTMLElement
    expect(address.textContent).toBe('Kim BergKarl Johans gate 1' + '0150 Oslo' + 'Norway' + '4712345678')
    expect(screen.getByText('Delivery Address')).toBeTruthy()
    expect(reads).toEqual([{ path: '/api/Addresss/3', body: null }])
    await screen.findByText('Drone Drop')
    expect(tableText(screen.getByRole('table', { name: 'Choose a delivery speed' }))).toEqual([
      ['', 'Name', 'Price', 'Delivery time'],
      ['', 'One Day Delivery', '0.99¤', '1 day'],
      ['', 'Fast Delivery', '0.50¤', '3 days'],
      ['', 'Standard Delivery', 'Free', '5 days'],
      ['', 'Bike Courier', '2.50¤', '2 days'],
      ['', 'Drone Drop', '4.00¤', '1 day']
    ])
    expect(continueButton().disabled).toBe(true)
    expect(DELIVERIES.every(method => !radio(method.name).checked)).toBe(true)
  })

  it('draws each method\'s icon, a truck for an icon it does not know', async () => {
    answerDeliveries(server)
    renderScreen(<DeliveryMethod />, { at: '/delivery-method' })
    await screen.findByText('Drone Drop')
    const icon = (name: string): string | null => row(name).querySelectorAll('td')[1].querySelector('svg')?.getAttribute('data-testid') ?? null
    expect(DELIVERIES.map(method => icon(method.name))).toEqual(['FlightIcon', 'LocalShippingIcon', 'SpaIcon', 'DirectionsBikeIcon', 'LocalShippingIcon'])
    expect(row('Standard Delivery').querySelector('[data-testid="SpaIcon"]')?.classList.contains('MuiSvgIcon-colorSuccess')).toBe(true)
    expect(row('Fast Delivery').querySelector('[data-testid="LocalShippingIcon"]')?.classList.contains('MuiSvgIcon-colorPrimary')).toBe(true)
    // Icon and name stay on one line, a little apart; a whole row is a target for the pointer.
    const name = screen.getByText('Drone Drop').style
    expect([name.display, name.alignItems, name.gap]).toEqual(['inline-flex', 'center', '12px'])
    expect(getComputedStyle(row('Drone Drop')).cursor).toBe('pointer')
    expect(getComputedStyle(screen.getByRole('table')).marginTop).toBe('16px')
  })

  it('hands the clicked method on to the payment', async () => {
    answerDeliveries(server)
    renderScreen(<DeliveryMethod />, { at: '/delivery-method' })
    await user().click(await screen.findByText('Fast Delivery'))
    expect(radio('Fast Delivery').checked).toBe(true)
    expect(row('Fast Delivery').classList.contains('Mui-selected')).toBe(true)
    expect(row('One Day Delivery').classList.contains('Mui-selected')).toBe(false)
    expect([getComputedStyle(row('One Day Delivery')).cursor, row('One Day Delivery').classList.contains('MuiTableRow-hover')]).toEqual(['pointer', true])
    await user().click(continueButton())
    await waitFor(() => { expect(screen.getByTestId('location').textContent).toBe('/payment/shop') })
    expect(sessionStorage.getItem('deliveryMethodId')).toBe('2')
  })

  it('starts from the method chosen before', async () => {
    chosen({ addressId: 5, deliveryMethodId: 3 })
    answerAddress(server, OFFICE)
    answerDeliveries(server)
    renderScreen(<DeliveryMethod />, { at: '/delivery-method' })
    await waitFor(() => { expect(radio('Standard Delivery').checked).toBe(true) })
    expect(within(screen.getByText('Sam Lee').closest('address') as HTMLElement).getByText(/94301 Palo Alto, CA/)).toBeTruthy()
    expect(continueButton().disabled).toBe(false)
  })

  it('tells why the methods could not be read, and shows no address without one chosen', async () => {
    answer(server, 'get', 'api/Deliverys', new Error('Delivery service down'))
    renderScreen(<DeliveryMethod />, { at: '/delivery-method' })
    expect(await screen.findByText('Delivery service down')).toBeTruthy()
    expect(screen.queryByText('Delivery Address')).toBeNull()
    // Nothing to choose from: the table keeps its header and no row.
    expect(tableText(screen.getByRole('table', { name: 'Choose a delivery speed' }))).toEqual([['', 'Name', 'Price', 'Delivery time']])
    expect(screen.queryAllByRole('radio')).toEqual([])
  })

  it('goes back to the address step', async () => {
    answerDeliveries(server)
    renderScreen(<DeliveryMethod />, { at: '/delivery-method' })
    await user().click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => { expect(screen.getByTestId('location').textContent).toBe('/address/select') })
  })
})
