// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { HOME, answerLater, requestLog } from '@/test-support/checkout-fixtures'
import { COMPONENT_TEST, fillField, renderScreen } from '@/test-support/render-screen'
import { DEFAULT_WIDTH, setWindowWidth } from '@/test-support/viewport'
import AddressForm from './address-form'

const server = mockShopServer()
const requests = requestLog(server)
const helper = (id: string): string | null => document.getElementById(`${id}-helper-text`)?.textContent ?? null

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
    const { queryClient } = renderScreen(<AddressForm />, { at: '/address/create' })
    queryClient.setQueryData(['addresses'], [])
    await fillIn('1111111')
    await waitFor(() => { expect(submit().disabled).toBe(false) })
    await userEvent.setup().click(submit())
    expect(await screen.findByTestId('other-route')).toBeTruthy()
    expect(queryClient.getQueryState(['addresses'])?.isInvalidated).toBe(true)
    expect(await screen.findByText('The address at Oslo has been successfully added to your addresses.')).toBeTruthy()
    expect(sent).toEqual({ country: 'Norway', fullName: 'Kim Berg', mobileNum: 1111111, zipCode: '0150', streetAddress: 'Karl Johans gate 1', city: 'Oslo', state: '' })
  })
})

describe('the address form\'s rules and outcomes', COMPONENT_TEST, () => {
  it('asks for every field but the state once it was left empty, and counts the characters', async () => {
    renderScreen(<AddressForm />, { at: '/address/create' })
    expect(screen.getByRole('heading', { name: 'Add New Address' })).toBeTruthy()
    expect(helper('zipCodeControl')).toBe('0/8')
    expect(helper('addressControl')).toBe('0/160')
    for (const label of [/Country/, /^Name/, /Mobile Number/, /ZIP Code/, /^Address/, /City/, /State/]) await fillField(screen.getByLabelText(label), '  ')
    for (const text of ['Please provide a country.', 'Please provide a name.', 'Please provide a mobile number.', 'Please provide a ZIP code. 2/8', 'Please provide an address. 2/160', 'Please provide a city.']) {
      expect(await screen.findByText(text)).toBeTruthy()
    }
    expect(screen.getByLabelText(/State/).getAttribute('aria-invalid')).toBe('false')
    // The two counted fields show their error as the others do, not only in the helper text.
    expect(screen.getByLabelText(/ZIP Code/).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText(/^Address/).getAttribute('aria-invalid')).toBe('true')
  })

  it('leaves the counted fields unmarked while they are right', async () => {
    renderScreen(<AddressForm />, { at: '/address/create' })
    await fillField(screen.getByLabelText(/ZIP Code/), '0150')
    await fillField(screen.getByLabelText(/^Address/), 'Karl Johans gate 1')
    await fillField(screen.getByLabelText(/City/), '  ')
    expect(await screen.findByText('Please provide a city.')).toBeTruthy()
    expect(screen.getByLabelText(/ZIP Code/).getAttribute('aria-invalid')).toBe('false')
    expect(screen.getByLabelText(/^Address/).getAttribute('aria-invalid')).toBe('false')
  })

  it('marks the required fields and lets the browser fill them in', () => {
    renderScreen(<AddressForm />, { at: '/address/create' })
    const fields = [/Country/, /^Name/, /Mobile Number/, /ZIP Code/, /^Address/, /City/, /State/].map(label => screen.getByLabelText(label))
    expect(fields.map(field => [field.id, field.getAttribute('autocomplete'), field.hasAttribute('required')])).toEqual([
      ['countryControl', 'country-name', true], ['fullNameControl', 'name', true], ['mobileNumControl', 'tel', true], ['zipCodeControl', 'postal-code', true],
      ['addressControl', 'street-address', true], ['cityControl', 'address-level2', true], ['stateControl', 'address-level1', false]
    ])
    expect(fields[2].getAttribute('type')).toBe('tel')
    expect(fields[3].getAttribute('maxlength')).toBe('8')
    expect(fields[4].getAttribute('maxlength')).toBe('160')
    expect(fields[4].tagName).toBe('TEXTAREA')
    expect(submit().id).toBe('submitButton')
  })

  // '1e7' and '+1111111' are numbers to JavaScript and in range: only the digits-only rule refuses them.
  it.each([['1111110', true], ['1111111', false], ['9999999999', false], ['10000000000', true], ['1e7', true], ['+1111111', true]])('judges the mobile number %s (wrong: %s)', async (mobile, wrong) => {
    renderScreen(<AddressForm />, { at: '/address/create' })
    await fillField(screen.getByLabelText(/Mobile Number/), mobile)
    await waitFor(() => { expect(screen.getByLabelText(/Mobile Number/).getAttribute('aria-invalid')).toBe(String(wrong)) })
    expect(screen.queryByText('Mobile number must match 1000000-9999999999 format.') !== null).toBe(wrong)
  })

  it('edits a saved address, sends it to its own address and says where it is', async () => {
    let sent: unknown
    server.use(
      http.get(shopUrl('api/Addresss/12'), () => HttpResponse.json({ status: 'success', data: { ...HOME, id: 12, state: null } })),
      http.put(shopUrl('api/Addresss/12'), async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ status: 'success', data: { ...HOME, city: 'Bergen' } })
      })
    )
    renderScreen(<AddressForm />, { at: '/address/edit/12', path: '/address/edit/:addressId' })
    expect(screen.getByRole('heading', { name: 'Edit Address' })).toBeTruthy()
    await waitFor(() => { expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Kim Berg') })
    expect((screen.getByLabelText(/Mobile Number/) as HTMLInputElement).value).toBe('4712345678')
    expect((screen.getByLabelText(/State/) as HTMLInputElement).value).toBe('')
    // Labels of the filled fields sit above their values, the empty state's label inside its field.
    const lifted = (id: string): string | null | undefined => document.querySelector(`label[for="${id}"]`)?.getAttribute('data-shrink')
    expect(['countryControl', 'fullNameControl', 'mobileNumControl', 'zipCodeControl', 'addressControl', 'cityControl', 'stateControl'].map(lifted))
      .toEqual(['true', 'true', 'true', 'true', 'true', 'true', 'false'])
    expect(helper('zipCodeControl')).toBe('4/8')
    expect(helper('addressControl')).toBe('18/160')
    await fillField(screen.getByLabelText(/City/), 'Bergen')
    await waitFor(() => { expect(submit().disabled).toBe(false) })
    await userEvent.setup().click(submit())
    expect(await screen.findByText('The address at Bergen has been successfully updated.')).toBeTruthy()
    expect(await screen.findByTestId('other-route')).toBeTruthy()
    expect(sent).toEqual({ country: 'Norway', fullName: 'Kim Berg', mobileNum: 4712345678, zipCode: '0150', streetAddress: 'Karl Johans gate 1', city: 'Bergen', state: '' })
  })

  it('checks the lengths of a saved address it could not have typed', async () => {
    server.use(http.get(shopUrl('api/Addresss/3'), () => HttpResponse.json({ status: 'success', data: { ...HOME, zipCode: '123456789', streetAddress: 'a'.repeat(161) } })))
    renderScreen(<AddressForm />, { at: '/address/edit/3', path: '/address/edit/:addressId' })
    await waitFor(() => { expect((screen.getByLabelText(/ZIP Code/) as HTMLInputElement).value).toBe('123456789') })
    await userEvent.setup().click(screen.getByLabelText(/ZIP Code/))
    await userEvent.setup().click(screen.getByLabelText(/^Address/))
    await userEvent.setup().tab()
    expect(await screen.findByText('The ZIP code has at most 8 characters. 9/8')).toBeTruthy()
    expect(await screen.findByText('Max. 160 characters 161/160')).toBeTruthy()
  })

  it.each([['new'], ['12b'], ['b12']])('treats the address id %s as a new address and reads nothing', async addressId => {
    renderScreen(<AddressForm />, { at: `/address/edit/${addressId}`, path: '/address/edit/:addressId' })
    expect(screen.getByRole('heading', { name: 'Add New Address' })).toBeTruthy()
    await fillField(screen.getByLabelText(/City/), 'Oslo')
    expect(requests).toEqual([])
  })

  it('waits for the save, then tells why the address was not saved and empties the form', async () => {
    const save = answerLater(server, 'post', 'api/Addresss', new Error('Too many addresses'), 400)
    renderScreen(<AddressForm />, { at: '/address/create' })
    await fillIn('1111111')
    await waitFor(() => { expect(submit().disabled).toBe(false) })
    await userEvent.setup().click(submit())
    await waitFor(() => { expect(save.received).toHaveLength(1) })
    expect(submit().disabled).toBe(true)
    save.release()
    expect(await screen.findByText('Too many addresses')).toBeTruthy()
    await waitFor(() => { expect((screen.getByLabelText(/City/) as HTMLInputElement).value).toBe('') })
    expect(screen.getByTestId('location').textContent).toBe('/address/create')
  })

  it('goes back without saving', async () => {
    renderScreen(<AddressForm />, { at: '/address/create' })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByTestId('other-route')).toBeTruthy()
  })
})

describe('the address form\'s layout', COMPONENT_TEST, () => {
  afterEach(() => { setWindowWidth(DEFAULT_WIDTH) })
  const cell = (label: RegExp): HTMLElement => screen.getByLabelText(label).closest('.MuiFormControl-root') as HTMLElement

  it('sets the fields in two columns on a wide screen, the address and the buttons across both', () => {
    renderScreen(<AddressForm />, { at: '/address/create' })
    const form = getComputedStyle(document.querySelector('form') as HTMLElement)
    expect([form.display, form.gridTemplateColumns, form.gap]).toEqual(['grid', '1fr 1fr', '16px'])
    expect(getComputedStyle(cell(/^Address/)).gridColumn).toBe('1/-1')
    const buttons = getComputedStyle(submit().parentElement as HTMLElement)
    expect([buttons.gridColumn, buttons.display, buttons.justifyContent, buttons.marginTop]).toEqual(['1/-1', 'flex', 'space-between', '8px'])
  })

  it('puts every field under the other on a phone', () => {
    setWindowWidth(390)
    renderScreen(<AddressForm />, { at: '/address/create' })
    expect(getComputedStyle(document.querySelector('form') as HTMLElement).gridTemplateColumns).toBe('1fr')
    expect(getComputedStyle(cell(/^Address/)).gridColumn).not.toBe('1/-1')
  })
})
