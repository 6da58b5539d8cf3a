// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { answerLater } from '@/test-support/checkout-fixtures'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { DEFAULT_WIDTH, setWindowWidth } from '@/test-support/viewport'
import { COMPONENT_TEST, fillField, renderScreen } from '@/test-support/render-screen'
import { AddCardForm } from './add-card-form'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 })
const submit = (): HTMLButtonElement => screen.getByRole('button', { name: 'Submit' })

async function choose (label: RegExp, option: string): Promise<void> {
  await user().click(screen.getByRole('combobox', { name: label }))
  await user().click(within(await screen.findByRole('listbox')).getByText(option))
}

/** Kim's Visa card, expiring in the given month and year, submitted. */
async function saveCard (month: string, year: string, number = '4111111111111111'): Promise<void> {
  await fillField(screen.getByLabelText(/^Name/), 'Kim Berg')
  await fillField(screen.getByLabelText(/^Card Number/), number)
  await choose(/Expiry Month/, month)
  await choose(/Expiry Year/, year)
  await waitFor(() => { expect(submit().disabled).toBe(false) })
  await user().click(submit())
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

  it('saves a card with its number as its digits and its expiry as numbers', async () => {
    let sent: unknown
    server.use(http.post(shopUrl('api/Cards'), async ({ request }) => {
      sent = await request.json()
      return HttpResponse.json({ status: 'success', data: { id: 3, fullName: 'Kim Berg', cardNum: '************1111', expMonth: 4, expYear: 2085 } }, { status: 201 })
    }))
    const { queryClient } = renderScreen(<AddCardForm />)
    queryClient.setQueryData(['cards'], [])
    await user().click(screen.getByText('Add new card'))
    await saveCard('4', '2085')
    expect(await screen.findByText('Your card ending with 1111 has been saved for your convenience.')).toBeTruthy()
    expect(sent).toEqual({ fullName: 'Kim Berg', cardNum: '4111111111111111', expMonth: 4, expYear: 2085 })
    // The card list shown above the form is read again, and the form is ready for the next card.
    expect(queryClient.getQueryState(['cards'])?.isInvalidated).toBe(true)
    await waitFor(() => { expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('') })
  })

  it('sends a number above 2^53 digit for digit', async () => {
    let sent: { cardNum?: unknown } = {}
    server.use(http.post(shopUrl('api/Cards'), async ({ request }) => {
      sent = await request.json() as { cardNum?: unknown }
      return HttpResponse.json({ status: 'success', data: { id: 4, fullName: 'Kim Berg', cardNum: '************6543', expMonth: 4, expYear: 2085 } }, { status: 201 })
    }))
    renderScreen(<AddCardForm />)
    await user().click(screen.getByText('Add new card'))
    await saveCard('4', '2085', '9999888877776543')
    expect(await screen.findByText('Your card ending with 6543 has been saved for your convenience.')).toBeTruthy()
    expect(sent.cardNum).toBe('9999888877776543')
  })
})

describe('the add-card form\'s panel and failures', COMPONENT_TEST, () => {
  const header = (): HTMLElement => screen.getByRole('button', { name: 'Add new card' })

  it('opens and closes, remembering it for the session', async () => {
    await renderScreen(<AddCardForm />)
    expect(header().getAttribute('aria-expanded')).toBe('false')
    await user().click(header())
    expect(header().getAttribute('aria-expanded')).toBe('true')
    expect(sessionStorage.getItem('paymentPanelExpanded')).toBe('true')
    await user().click(header())
    expect(header().getAttribute('aria-expanded')).toBe('false')
    expect(sessionStorage.getItem('paymentPanelExpanded')).toBe('false')
  })

  it('starts open when it was left open', async () => {
    sessionStorage.setItem('paymentPanelExpanded', 'true')
    await renderScreen(<AddCardForm />)
    expect(header().getAttribute('aria-expanded')).toBe('true')
  })

  it('marks the required fields and lets the browser fill them in', () => {
    sessionStorage.setItem('paymentPanelExpanded', 'true')
    renderScreen(<AddCardForm />)
    const name = screen.getByLabelText(/^Name/)
    const number = screen.getByLabelText(/^Card Number/)
    expect([name.id, name.getAttribute('autocomplete'), name.hasAttribute('required')]).toEqual(['cardNameControl', 'cc-name', true])
    expect([number.id, number.getAttribute('autocomplete'), number.hasAttribute('required')]).toEqual(['cardNumberControl', 'cc-number', true])
    expect([number.getAttribute('inputmode'), number.getAttribute('maxlength')]).toEqual(['numeric', '16'])
    expect(screen.getByRole('combobox', { name: /Expiry Month/ }).id).toBe('expMonthControl')
    expect(screen.getByRole('combobox', { name: /Expiry Year/ }).id).toBe('expYearControl')
    expect(screen.getByText('Expiry Month').textContent).toContain('*')
  })

  it('offers the twelve months and twenty years from 2080', async () => {
    sessionStorage.setItem('paymentPanelExpanded', 'true')
    renderScreen(<AddCardForm />)
    await user().click(screen.getByRole('combobox', { name: /Expiry Month/ }))
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map(option => option.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'])
    await user().keyboard('{Escape}')
    await waitFor(() => { expect(screen.queryByRole('listbox')).toBeNull() })
    await user().click(screen.getByRole('combobox', { name: /Expiry Year/ }))
    const years = within(await screen.findByRole('listbox')).getAllByRole('option').map(option => option.textContent)
    expect([years.length, years[0], years[19]]).toEqual([20, '2080', '2099'])
  })

  it('asks for a name and a number, and refuses sixteen zeros', async () => {
    sessionStorage.setItem('paymentPanelExpanded', 'true')
    await renderScreen(<AddCardForm />)
    expect(screen.getByText('0/16')).toBeTruthy()
    await fillField(screen.getByLabelText(/^Name/), ' ')
    await fillField(screen.getByLabelText(/^Card Number/), '')
    expect(await screen.findByText('Please provide a name.')).toBeTruthy()
    expect(await screen.findByText('Please enter your card number. 0/16')).toBeTruthy()
    await fillField(screen.getByLabelText(/^Card Number/), '0000000000000000')
    expect(await screen.findByText('Please enter a valid sixteen digit card number. 16/16')).toBeTruthy()
  })

  it('names every missing field when the form is sent empty', async () => {
    sessionStorage.setItem('paymentPanelExpanded', 'true')
    renderScreen(<AddCardForm />)
    expect(document.getElementById('cardNumberControl-helper-text')?.textContent).toBe('0/16')
    fireEvent.submit(submit().closest('form') as HTMLFormElement)
    for (const text of ['Please provide a name.', 'Please enter your card number. 0/16', 'Please choose an expiry month.', 'Please choose an expiry year.']) {
      expect(await screen.findByText(text)).toBeTruthy()
    }
    expect(screen.getByRole('combobox', { name: /Expiry Year/ }).getAttribute('aria-invalid')).toBe('true')
  })

  it('waits for the save, then tells why the card was not saved and empties the form', async () => {
    const save = answerLater(server, 'post', 'api/Cards', new Error('Card number already saved'), 400)
    sessionStorage.setItem('paymentPanelExpanded', 'true')
    await renderScreen(<AddCardForm />)
    await saveCard('12', '2099')
    await waitFor(() => { expect(save.received).toHaveLength(1) })
    expect(submit().disabled).toBe(true)
    save.release()
    expect(await screen.findByText('Card number already saved')).toBeTruthy()
    await waitFor(() => { expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('') })
    expect(screen.queryByText(/has been saved/)).toBeNull()
  })

  it.each([['1000000000000000', false], ['9999999999999999', false], ['0999999999999999', true], ['411111111111111', true], ['41111111111111a1', true]])('judges the card number %s (wrong: %s)', async (number, wrong) => {
    sessionStorage.setItem('paymentPanelExpanded', 'true')
    renderScreen(<AddCardForm />)
    const field = screen.getByLabelText(/^Card Number/)
    await fillField(field, number)
    await waitFor(() => { expect(field.getAttribute('aria-invalid')).toBe(String(wrong)) })
    expect(screen.queryByText(/Please enter a valid sixteen digit card number/) !== null).toBe(wrong)
  })

  it('marks the name as wrong only while it is missing', async () => {
    sessionStorage.setItem('paymentPanelExpanded', 'true')
    renderScreen(<AddCardForm />)
    const name = screen.getByLabelText(/^Name/)
    expect(name.getAttribute('aria-invalid')).toBe('false')
    await fillField(name, ' ')
    await waitFor(() => { expect(name.getAttribute('aria-invalid')).toBe('true') })
    await fillField(name, 'Kim Berg')
    await waitFor(() => { expect(name.getAttribute('aria-invalid')).toBe('false') })
    expect(screen.queryByText('Please provide a name.')).toBeNull()
  })

  // The field's length limit stops typing, not a value put there by a script or a form filler.
  it('refuses seventeen digits that got past the field\'s length limit', async () => {
    sessionStorage.setItem('paymentPanelExpanded', 'true')
    renderScreen(<AddCardForm />)
    const field = screen.getByLabelText(/^Card Number/)
    fireEvent.change(field, { target: { value: '41111111111111111' } })
    fireEvent.blur(field)
    expect(await screen.findByText('Please enter a valid sixteen digit card number. 17/16')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
  })

  it('leaves the expiry unmarked until it is missing', async () => {
    sessionStorage.setItem('paymentPanelExpanded', 'true')
    renderScreen(<AddCardForm />)
    await fillField(screen.getByLabelText(/^Name/), 'Kim Berg')
    expect(screen.getByRole('combobox', { name: /Expiry Month/ }).getAttribute('aria-invalid')).not.toBe('true')
    expect(screen.getByRole('combobox', { name: /Expiry Year/ }).getAttribute('aria-invalid')).not.toBe('true')
  })
})

describe('the add-card form\'s layout', COMPONENT_TEST, () => {
  afterEach(() => { setWindowWidth(DEFAULT_WIDTH) })
  const style = (element: Element | null): CSSStyleDeclaration => getComputedStyle(element as HTMLElement)

  it('sets name above, number and expiry in a row on a wide screen, the button at the right', () => {
    sessionStorage.setItem('paymentPanelExpanded', 'true')
    renderScreen(<AddCardForm />)
    const form = style(document.querySelector('form'))
    expect([form.display, form.gridTemplateColumns, form.gap]).toEqual(['grid', '2fr 1fr 1fr', '16px'])
    expect(style(screen.getByLabelText(/^Name/).closest('.MuiFormControl-root')).gridColumn).toBe('1/-1')
    expect([style(submit().parentElement).gridColumn, style(submit().parentElement).textAlign]).toEqual(['1/-1', 'right'])
    expect(style(document.querySelector('#add-card-header svg')).marginRight).toBe('12px')
  })

  it('puts every field under the other on a phone', () => {
    setWindowWidth(390)
    sessionStorage.setItem('paymentPanelExpanded', 'true')
    renderScreen(<AddCardForm />)
    expect(style(document.querySelector('form')).gridTemplateColumns).toBe('1fr')
  })
})
