// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { SavedAddress } from '../api/addresses'
import { answerConfiguration } from '@/test-support/community-fixtures'
import { gate } from '@/test-support/gate'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, fillField, renderScreen } from '@/test-support/render-screen'
import { logIn } from '@/test-support/shop-session'
import Recycle from './recycle'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 })

const address = (id: number, fullName: string, city: string): SavedAddress => ({
  id, UserId: 5, fullName, mobileNum: 1234567, zipCode: '0150', streetAddress: 'Karl Johans gate 1', city, state: '', country: 'Norway',
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z'
})

function open (addresses: SavedAddress[], recyclePage?: { topProductImage?: string, bottomProductImage?: string }) {
  logIn()
  answerConfiguration(server, recyclePage ? { application: { recyclePage } } : {})
  server.use(http.get(shopUrl('api/Addresss'), () => HttpResponse.json({ status: 'success', data: addresses })))
  return renderScreen(<Recycle />, { at: '/recycle' })
}

/** Records each request and answers it as saved, echoing the pickup (its date as `pickupDate` gives it, if given), once `answered` opens. */
function answerRecycle ({ pickupDate = (date?: string) => date ?? null, answered = { wait: async () => {} } } = {}): unknown[] {
  const sent: unknown[] = []
  server.use(http.post(shopUrl('api/Recycles/'), async ({ request }) => {
    const body = await request.json() as { isPickUp: boolean, date?: string }
    sent.push(body)
    await answered.wait()
    return HttpResponse.json({ status: 'success', data: { id: 1, isPickup: body.isPickUp, pickupDate: pickupDate(body.date) } }, { status: 201 })
  }))
  return sent
}

const quantity = (): HTMLInputElement => screen.getByLabelText(/Quantity \(liters\)/)
const submit = (): HTMLButtonElement => screen.getByRole('button', { name: 'Submit' })
const pickup = (): HTMLElement | null => screen.queryByLabelText('Pick it up at my address')
const quantityHelp = (): string => document.getElementById('recycleQuantity-helper-text')?.textContent ?? ''
const dateHelp = (): HTMLElement | null => document.getElementById('recycleDate-helper-text')

describe('the recycling request', COMPONENT_TEST, () => {
  it('asks for a box by post for up to 100 liters to a chosen address, then empties the form', async () => {
    const sent = answerRecycle()
    open([address(1, 'Kim Berg', 'Oslo'), address(2, 'Kim Berg', 'Bergen')])
    expect(screen.getByRole('heading', { name: 'Request Recycling Box' })).toBeTruthy()
    expect((screen.getByLabelText('Requestor') as HTMLInputElement).value).toBe('kim@shop.test')
    expect((screen.getByLabelText('Requestor') as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByText('Between 10 and 1000 liters.')).toBeTruthy()
    expect(screen.getByText('Address')).toBeTruthy()
    const bergen = await screen.findByRole('radio', { name: /^Kim Berg ?, Karl Johans gate 1, 0150 Bergen, Norway$/ })
    expect([quantity().min, quantity().max, quantity().step]).toEqual(['10', '1000', '1'])
    expect(quantity().getAttribute('aria-invalid')).toBe('false')
    await fillField(quantity(), '100')
    expect(quantity().getAttribute('aria-invalid')).toBe('false')
    expect(pickup()).toBeNull()
    expect(submit().disabled).toBe(true)
    await user().click(bergen)
    await waitFor(() => { expect(submit().disabled).toBe(false) })
    expect((bergen as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('radio', { name: /Oslo/ }) as HTMLInputElement).checked).toBe(false)
    await user().click(submit())
    expect(await screen.findByText('Thank you for using our eco-friendly recycling service. We will send you a pomace recycling box asap.')).toBeTruthy()
    expect(sent).toEqual([{ UserId: 5, AddressId: 2, quantity: 100, isPickUp: false }])
    expect(quantity().value).toBe('')
    // Emptied, not wrong: the hint again rather than a request for a quantity.
    expect(quantityHelp()).toBe('Between 10 and 1000 liters.')
    expect(quantity().getAttribute('aria-invalid')).toBe('false')
    expect(submit().disabled).toBe(true)
    // Emptied, so leaving it empty asks for a quantity rather than a valid one.
    await fillField(quantity(), '')
    expect(await screen.findByText('Please provide a quantity.')).toBeTruthy()
  })

  it('offers a pickup above 100 liters and sends it with its date', async () => {
    const sent = answerRecycle()
    open([address(1, 'Kim Berg', 'Oslo')])
    await user().click(await screen.findByRole('radio'))
    await fillField(quantity(), '101')
    await user().click(pickup() as HTMLElement)
    const date = screen.getByLabelText('Pickup date')
    // Wanted, but not wrong while still empty.
    expect(date.getAttribute('aria-invalid')).toBe('false')
    expect(dateHelp()).toBeNull()
    expect(screen.queryByText('Please provide a valid date.')).toBeNull()
    // The label stays above the field, clear of the browser's date placeholder.
    expect(document.querySelector('label[for="recycleDate"]')?.getAttribute('data-shrink')).toBe('true')
    expect(submit().disabled).toBe(true)
    await fillField(date, '2026-12-24')
    await waitFor(() => { expect(submit().disabled).toBe(false) })
    expect(date.getAttribute('aria-invalid')).toBe('false')
    expect(dateHelp()).toBeNull()
    await user().click(submit())
    expect(await screen.findByText('Thank you for using our eco-friendly recycling service. We will pick up your pomace on Dec 24, 2026.')).toBeTruthy()
    expect(sent).toEqual([{ UserId: 5, AddressId: 1, quantity: 101, isPickUp: true, date: '2026-12-24' }])
    expect(pickup()).toBeNull()
    // The next request starts without a pickup or a date.
    await fillField(quantity(), '200')
    expect((pickup() as HTMLInputElement).checked).toBe(false)
    await user().click(pickup() as HTMLElement)
    expect((screen.getByLabelText('Pickup date') as HTMLInputElement).value).toBe('')
    expect(screen.getByLabelText('Pickup date').getAttribute('aria-invalid')).toBe('false')
    expect(dateHelp()).toBeNull()
  })

  it('drops a chosen pickup when the quantity falls to 100 liters, and keeps the button off while sending', async () => {
    const answered = gate()
    const sent = answerRecycle({ answered })
    open([address(1, 'Kim Berg', 'Oslo')])
    await user().click(await screen.findByRole('radio'))
    await fillField(quantity(), '150')
    await user().click(pickup() as HTMLElement)
    await fillField(quantity(), '100')
    expect(quantity().getAttribute('aria-invalid')).toBe('false')
    expect(pickup()).toBeNull()
    await waitFor(() => { expect(submit().disabled).toBe(false) })
    await user().click(submit())
    await waitFor(() => { expect(sent).toEqual([{ UserId: 5, AddressId: 1, quantity: 100, isPickUp: false }]) })
    expect(submit().disabled).toBe(true)
    answered.open()
    expect(await screen.findByText(/We will send you a pomace recycling box asap/)).toBeTruthy()
  })

  it('names the pickup date as the server gave it when it cannot be read as a date', async () => {
    answerRecycle({ pickupDate: () => 'next Tuesday' })
    open([address(1, 'Kim Berg', 'Oslo')])
    await user().click(await screen.findByRole('radio'))
    await fillField(quantity(), '500')
    await user().click(pickup() as HTMLElement)
    await fillField(screen.getByLabelText('Pickup date'), '2026-12-24')
    await waitFor(() => { expect(submit().disabled).toBe(false) })
    await user().click(submit())
    expect(await screen.findByText('Thank you for using our eco-friendly recycling service. We will pick up your pomace on next Tuesday.')).toBeTruthy()
  })

  it('sends a box, without a date, when the pickup is offered but not taken', async () => {
    const sent = answerRecycle()
    open([address(1, 'Kim Berg', 'Oslo')])
    await user().click(await screen.findByRole('radio'))
    await fillField(quantity(), '1000')
    expect(pickup()).toBeTruthy()
    expect(screen.queryByLabelText('Pickup date')).toBeNull()
    await user().click(submit())
    await waitFor(() => { expect(sent).toEqual([{ UserId: 5, AddressId: 1, quantity: 1000, isPickUp: false }]) })
  })

  it.each(['9', '1001', '10.5'])('refuses %s liters', async litres => {
    open([address(1, 'Kim Berg', 'Oslo')])
    await user().click(await screen.findByRole('radio'))
    await fillField(quantity(), litres)
    expect(await screen.findByText('Quantity must be between 10-1000 liters.')).toBeTruthy()
    expect(quantity().getAttribute('aria-invalid')).toBe('true')
    expect(submit().disabled).toBe(true)
    expect(pickup()).toBeNull()
  })

  it('takes 10 liters, and asks for a quantity left empty', async () => {
    open([address(1, 'Kim Berg', 'Oslo')])
    await user().click(await screen.findByRole('radio'))
    await fillField(quantity(), '')
    expect(await screen.findByText('Please provide a quantity.')).toBeTruthy()
    await fillField(quantity(), '10')
    await waitFor(() => { expect(submit().disabled).toBe(false) })
    expect(screen.getByText('Between 10 and 1000 liters.')).toBeTruthy()
  })

  it('without a saved address links to adding one, once the addresses have loaded', async () => {
    const loaded = gate()
    logIn()
    answerConfiguration(server)
    server.use(http.get(shopUrl('api/Addresss'), async () => {
      await loaded.wait()
      return HttpResponse.json({ status: 'success', data: [] })
    }))
    const view = renderScreen(<Recycle />, { at: '/recycle' })
    expect(view.container.querySelector('.MuiSkeleton-root')).toBeTruthy()
    expect(screen.queryByText(/You have no saved address yet/)).toBeNull()
    loaded.open()
    expect(await screen.findByText('You have no saved address yet. Add one to request a box or a pickup.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add New Address' }).getAttribute('href')).toBe('/address/create')
    expect(view.container.querySelector('.MuiSkeleton-root')).toBeNull()
    // No product pictures are configured: none are shown.
    expect(view.container.querySelectorAll('img')).toHaveLength(0)
    await fillField(quantity(), '50')
    expect(submit().disabled).toBe(true)
  })

  it('shows the server\'s refusal and keeps the request', async () => {
    server.use(http.post(shopUrl('api/Recycles/'), () => HttpResponse.json({ error: 'Recycling is paused' }, { status: 500 })))
    open([address(1, 'Kim Berg', 'Oslo')])
    await user().click(await screen.findByRole('radio'))
    await fillField(quantity(), '20')
    await user().click(submit())
    expect(await screen.findByText('Recycling is paused')).toBeTruthy()
    expect(quantity().value).toBe('20')
  })

  it('frames the form with the configured product pictures', async () => {
    const view = open([], { topProductImage: 'fruit_press.jpg', bottomProductImage: 'apple_pressings.jpg' })
    await screen.findByText(/You have no saved address yet/)
    await waitFor(() => {
      expect([...view.container.querySelectorAll('img')].map(img => img.getAttribute('src'))).toEqual([
        'assets/public/images/products/fruit_press.jpg', 'assets/public/images/products/apple_pressings.jpg'
      ])
    })
  })

  it('sends nothing when the form is submitted before it is complete', async () => {
    const sent = answerRecycle()
    open([address(1, 'Kim Berg', 'Oslo')])
    await screen.findByRole('radio')
    await fillField(quantity(), '50')
    fireEvent.submit(submit().closest('form') as HTMLFormElement)
    await user().click(screen.getByRole('radio'))
    await fillField(quantity(), '5')
    fireEvent.submit(submit().closest('form') as HTMLFormElement)
    // Completed and sent, proving the refused submits would have been sent by now.
    await fillField(quantity(), '60')
    await user().click(submit())
    await screen.findByText(/We will send you a pomace recycling box asap/)
    expect(sent).toEqual([{ UserId: 5, AddressId: 1, quantity: 60, isPickUp: false }])
  })

  it('lists an address saved elsewhere in the shop once the saved addresses are reloaded', async () => {
    const view = open([address(1, 'Kim Berg', 'Oslo')])
    await screen.findByRole('radio', { name: /Oslo/ })
    server.use(http.get(shopUrl('api/Addresss'), () => HttpResponse.json({ status: 'success', data: [address(1, 'Kim Berg', 'Oslo'), address(2, 'Kim Berg', 'Bergen')] })))
    // What the checkout's address book does after saving one (its key for the saved addresses).
    await view.queryClient.invalidateQueries({ queryKey: ['addresses'] })
    expect(await screen.findByRole('radio', { name: /Bergen/ })).toBeTruthy()
  })

  it('treats addresses that cannot be loaded as none', async () => {
    logIn()
    answerConfiguration(server)
    server.use(http.get(shopUrl('api/Addresss'), () => HttpResponse.json({ error: 'Unavailable' }, { status: 500 })))
    renderScreen(<Recycle />, { at: '/recycle' })
    expect(await screen.findByText(/You have no saved address yet/)).toBeTruthy()
  })
})
