// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QRCodeSVG } from 'qrcode.react'
import { describe, expect, it } from 'vitest'
import { answerConfiguration } from '@/test-support/account-fixtures'
import { failure, gate, recordCalls } from '@/test-support/recorded-calls'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, fillField, renderScreen } from '@/test-support/render-screen'
import TwoFactorSetup from './two-factor-setup'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true })
const NOT_SET_UP = { setup: false, email: 'kim@shop.test', secret: 'JBSWY3DPEHPK3PXP', setupToken: 'setup.jwt' }
const SET_UP = { setup: true, email: 'kim@shop.test' }
const FAILED = 'Failed to change the 2FA setup. Check that you entered your password (and token) correctly.'
const setUpButton = (): HTMLButtonElement => screen.getByRole('button', { name: 'Set up' })
const removeButton = (): HTMLButtonElement => screen.getByRole('button', { name: 'Remove two-factor authentication' })
const typePassword = async (password: string): Promise<void> => { await fillField(screen.getByLabelText(/^Current Password/), password) }
const codeField = async (): Promise<HTMLInputElement> => await screen.findByLabelText(/^Code from the app/)

/** The status answers in turn: the first until a change, then the next. */
function statuses (...answers: object[]): ReturnType<typeof recordCalls> {
  return recordCalls(server, 'get', 'rest/2fa/status', () => answers.length > 1 ? answers.shift()! : answers[0])
}

/** The markup of the QR code a scanner reads for this text. */
function qrFor (text: string): string {
  const { container, unmount } = render(<QRCodeSVG value={text} size={200} level="M" />)
  const paths = [...container.querySelectorAll('path')].map(path => path.getAttribute('d')).join('|')
  unmount()
  expect(paths).not.toBe('')
  return paths
}

/** The markup of the QR code the screen shows. */
function shownQr (): string {
  const code = screen.getByTitle('QR code for your authenticator app').closest('svg')!
  return [...code.querySelectorAll('path')].map(path => path.getAttribute('d')).join('|')
}

describe('the two-factor set-up', COMPONENT_TEST, () => {
  it('waits for the status, then shows a code for the shop\'s name and the account, and its key', async () => {
    answerConfiguration(server, { name: 'Lemon Shop' })
    statuses(NOT_SET_UP)
    renderScreen(<TwoFactorSetup />, { at: '/privacy-security/two-factor-authentication' })
    expect(screen.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeTruthy()
    expect(screen.getByRole('progressbar')).toBeTruthy()
    expect(screen.getByTestId('SecurityIcon')).toBeTruthy()
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByText("Can't scan? Enter this key instead:")).toBeTruthy()
    expect(screen.getByText(/1\. Scan the code with an authenticator app/)).toBeTruthy()
    const expected = qrFor('otpauth://totp/Lemon%20Shop%3Akim%40shop.test?secret=JBSWY3DPEHPK3PXP&issuer=Lemon%20Shop')
    await waitFor(() => { expect(shownQr()).toBe(expected) })
    expect(screen.queryByText('Two-factor authentication is on for your account.')).toBeNull()
    expect(screen.queryByText(FAILED)).toBeNull()
  })

  it('asks for the password and a six-digit code, sends them with the setup token and then shows it is on', async () => {
    const configuration = answerConfiguration(server)
    const status = statuses(NOT_SET_UP, SET_UP)
    const calls = recordCalls(server, 'post', 'rest/2fa/setup', { status: 'success' })
    renderScreen(<TwoFactorSetup />)
    const code = await codeField()
    expect([(screen.getByLabelText(/^Current Password/) as HTMLInputElement).value, code.value]).toEqual(['', ''])
    expect(screen.getByText('0/6')).toBeTruthy()
    expect(setUpButton().disabled).toBe(true)
    await fillField(code, '12x34')
    expect((code as HTMLInputElement).value).toBe('1234')
    expect(screen.getByText('4/6')).toBeTruthy()
    await typePassword('Lemon-Tree-7')
    expect(setUpButton().disabled).toBe(true)
    await fillField(code, '123456')
    await typePassword('')
    expect(setUpButton().disabled).toBe(true)
    await typePassword('Lemon-Tree-7')
    expect(setUpButton().disabled).toBe(false)
    await user().click(setUpButton())
    expect(await screen.findByText('Setup of two-factor authentication successfully completed.')).toBeTruthy()
    expect(await screen.findByText('Two-factor authentication is on for your account.')).toBeTruthy()
    expect(screen.getByTestId('GppGoodIcon')).toBeTruthy()
    expect(calls.map(call => call.body)).toEqual([{ password: 'Lemon-Tree-7', setupToken: 'setup.jwt', initialToken: '123456' }])
    // Only the status is read again; the shop's configuration stays as it was.
    expect(status).toHaveLength(2)
    expect(configuration).toHaveLength(1)
  })

  it('says the set-up failed and empties both fields when the shop refuses', async () => {
    answerConfiguration(server)
    const status = statuses(NOT_SET_UP)
    recordCalls(server, 'post', 'rest/2fa/setup', () => failure(401, { status: 'error' }))
    renderScreen(<TwoFactorSetup />)
    const code = await screen.findByLabelText(/^Code from the app/)
    await typePassword('wrong')
    await fillField(code, '654321')
    await user().click(setUpButton())
    expect(await screen.findByText(FAILED)).toBeTruthy()
    await waitFor(() => { expect((code as HTMLInputElement).value).toBe('') })
    expect((screen.getByLabelText(/^Current Password/) as HTMLInputElement).value).toBe('')
    expect(setUpButton().disabled).toBe(true)
    expect(status).toHaveLength(1)
  })

  it('says so when the status cannot be read', async () => {
    answerConfiguration(server)
    statuses(failure(500, { error: 'down' }))
    renderScreen(<TwoFactorSetup />)
    expect(await screen.findByText(FAILED)).toBeTruthy()
    expect(screen.queryByLabelText(/^Current Password/)).toBeNull()
  })

  it('offers no form for a status without a secret', async () => {
    answerConfiguration(server)
    const status = statuses({ setup: false, email: 'kim@shop.test' })
    const { queryClient } = renderScreen(<TwoFactorSetup />)
    await waitFor(() => { expect(status).toHaveLength(1) })
    await waitFor(() => { expect(queryClient.isFetching()).toBe(0) })
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.queryByLabelText(/^Current Password/)).toBeNull()
  })
})

describe('turning two-factor authentication off', COMPONENT_TEST, () => {
  it('asks for the password, sends it and shows the set-up again', async () => {
    const configuration = answerConfiguration(server)
    const status = statuses(SET_UP, NOT_SET_UP)
    const calls = recordCalls(server, 'post', 'rest/2fa/disable', { status: 'success' })
    renderScreen(<TwoFactorSetup />)
    expect(await screen.findByText('Two-factor authentication is on for your account.')).toBeTruthy()
    expect(screen.getByText(/To turn it off, confirm with your password/)).toBeTruthy()
    expect(removeButton().disabled).toBe(true)
    await typePassword('Lemon-Tree-7')
    expect(removeButton().disabled).toBe(false)
    await user().click(removeButton())
    expect(await screen.findByText('Two-factor authentication has been removed.')).toBeTruthy()
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy()
    expect(calls.map(call => call.body)).toEqual([{ password: 'Lemon-Tree-7' }])
    expect([status.length, configuration.length]).toEqual([2, 1])
  })

  it('says it failed and empties the password when the shop refuses', async () => {
    answerConfiguration(server)
    statuses(SET_UP)
    recordCalls(server, 'post', 'rest/2fa/disable', () => failure(401, { status: 'error' }))
    renderScreen(<TwoFactorSetup />)
    await screen.findByLabelText(/^Current Password/)
    await typePassword('wrong')
    await user().click(removeButton())
    expect(await screen.findByText(FAILED)).toBeTruthy()
    await waitFor(() => { expect((screen.getByLabelText(/^Current Password/) as HTMLInputElement).value).toBe('') })
    expect(screen.getByText('Two-factor authentication is on for your account.')).toBeTruthy()
  })
})

describe('the two-factor forms, further', COMPONENT_TEST, () => {
  const attributes = (field: HTMLElement, names: string[]): Array<string | null> => names.map(name => field.getAttribute(name))

  it('offers the number pad and the browser\'s code for a set-up, and keeps Set up off while it is on its way', async () => {
    answerConfiguration(server)
    statuses(NOT_SET_UP, SET_UP)
    const answer = gate()
    recordCalls(server, 'post', 'rest/2fa/setup', async () => { await answer.passed; return { status: 'success' } })
    renderScreen(<TwoFactorSetup />)
    const code = await screen.findByLabelText(/^Code from the app/)
    expect(attributes(code, ['id', 'autocomplete', 'inputmode', 'maxlength'])).toEqual(['initialToken', 'one-time-code', 'numeric', '6'])
    expect(attributes(screen.getByLabelText(/^Current Password/), ['id', 'autocomplete'])).toEqual(['setupPassword', 'current-password'])
    expect(setUpButton().id).toBe('setupTwoFactorButton')
    expect(document.getElementById('twoFactorSecret')?.textContent).toBe('JBSWY3DPEHPK3PXP')
    await typePassword('Lemon-Tree-7')
    await fillField(code, '123456')
    await user().click(setUpButton())
    await waitFor(() => { expect(setUpButton().disabled).toBe(true) })
    expect((code as HTMLInputElement).value).toBe('123456')
    answer.open()
    expect(await screen.findByText('Two-factor authentication is on for your account.')).toBeTruthy()
  })

  it('keeps Remove off while the removal is on its way', async () => {
    answerConfiguration(server)
    statuses(SET_UP, NOT_SET_UP)
    const answer = gate()
    recordCalls(server, 'post', 'rest/2fa/disable', async () => { await answer.passed; return { status: 'success' } })
    renderScreen(<TwoFactorSetup />)
    const password = await screen.findByLabelText(/^Current Password/)
    expect(attributes(password, ['id', 'autocomplete'])).toEqual(['disablePassword', 'current-password'])
    expect([document.getElementById('twoFactorEnabled')?.textContent, removeButton().id]).toEqual(['Two-factor authentication is on for your account.', 'disableTwoFactorButton'])
    await typePassword('Lemon-Tree-7')
    await user().click(removeButton())
    await waitFor(() => { expect(removeButton().disabled).toBe(true) })
    expect((password as HTMLInputElement).value).toBe('Lemon-Tree-7')
    answer.open()
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy()
  })

  it('makes the code for the shop\'s name alone when the status names no account', async () => {
    answerConfiguration(server)
    statuses({ setup: false, secret: 'JBSWY3DPEHPK3PXP', setupToken: 'setup.jwt' })
    renderScreen(<TwoFactorSetup />)
    const expected = qrFor('otpauth://totp/Juice%20Shop%3A?secret=JBSWY3DPEHPK3PXP&issuer=Juice%20Shop')
    await waitFor(() => { expect(shownQr()).toBe(expected) })
  })

  it('keeps only six digits of a code put in at once (autofill), and sends an empty setup token when the status has none', async () => {
    answerConfiguration(server)
    statuses({ setup: false, email: 'kim@shop.test', secret: 'JBSWY3DPEHPK3PXP' })
    const calls = recordCalls(server, 'post', 'rest/2fa/setup', () => failure(401, { status: 'error' }))
    renderScreen(<TwoFactorSetup />)
    const code = await codeField()
    fireEvent.change(code, { target: { value: '123 456 789' } })
    expect(code.value).toBe('123456')
    expect(screen.getByText('6/6')).toBeTruthy()
    await typePassword('Lemon-Tree-7')
    await user().click(setUpButton())
    expect(await screen.findByText(FAILED)).toBeTruthy()
    expect(calls.map(call => call.body)).toEqual([{ password: 'Lemon-Tree-7', setupToken: '', initialToken: '123456' }])
  })
})
