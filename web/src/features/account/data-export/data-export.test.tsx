// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { failure, gate, recordCalls } from '@/test-support/recorded-calls'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, fillField, renderScreen } from '@/test-support/render-screen'
import DataExport from './data-export'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true })
const USER_DATA = JSON.stringify({ username: 'kim', email: 'kim@shop.test', orders: [], reviews: [], memories: [] })
const requestButton = (): HTMLButtonElement => screen.getByRole('button', { name: 'Request' })
const answerField = (): HTMLInputElement => screen.getByLabelText(/^Characters in the picture/)
const picture = (n: number): string => `<svg xmlns="http://www.w3.org/2000/svg"><text>pic ${n}</text></svg>`

let blobs: Blob[]
let opened: MockInstance<typeof window.open>
beforeEach(() => {
  blobs = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation(blob => { blobs.push(blob as Blob); return `blob:http://shop.test/${blobs.length}` })
  opened = vi.spyOn(window, 'open').mockImplementation(() => null)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** The captcha pictures in turn, each request getting the next one. */
function captchas (): ReturnType<typeof recordCalls> {
  let n = 0
  return recordCalls(server, 'get', 'rest/image-captcha/', () => ({ image: picture(++n) }))
}

const exportAnswer = { userData: USER_DATA, confirmation: 'Your data export will open in a new Browser window.' }

describe('the data export', COMPONENT_TEST, () => {
  it('exports as JSON without a captcha the first time, opens the result and shows it', async () => {
    const calls = recordCalls(server, 'post', 'rest/user/data-export', exportAnswer)
    // The first export needs no captcha, so the picture is only fetched once an export went out.
    const exportsBeforePicture: number[] = []
    const captcha = recordCalls(server, 'get', 'rest/image-captcha/', () => { exportsBeforePicture.push(calls.length); return { image: picture(1) } })
    renderScreen(<DataExport />, { at: '/privacy-security/data-export' })
    expect(screen.getByRole('heading', { name: 'Request Data Export' })).toBeTruthy()
    expect(screen.getByText(/Get a copy of everything we keep about you/)).toBeTruthy()
    expect(screen.getByRole('radiogroup', { name: 'Format' })).toBeTruthy()
    expect((screen.getByRole('radio', { name: 'JSON' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('radio', { name: 'PDF' }) as HTMLInputElement).disabled).toBe(true)
    expect((screen.getByRole('radio', { name: 'Excel' }) as HTMLInputElement).disabled).toBe(true)
    expect(screen.queryByLabelText(/^Characters in the picture/)).toBeNull()
    expect(requestButton().disabled).toBe(false)
    const before = Date.now()
    await user().click(requestButton())
    expect(await screen.findByText('Your data export will open in a new browser window.')).toBeTruthy()
    expect(calls.map(call => call.body)).toEqual([{ format: '1' }])
    expect(opened).toHaveBeenCalledWith('blob:http://shop.test/1', '_blank')
    expect(blobs[0].type).toBe('application/json')
    expect(await blobs[0].text()).toBe(USER_DATA)
    expect(screen.getByText('Your data')).toBeTruthy()
    expect(document.getElementById('dataExportResult')?.textContent).toBe(USER_DATA)
    expect(Number(localStorage.getItem('lastSuccessfulTry'))).toBeGreaterThanOrEqual(before)
    // A second export within five minutes asks for the captcha.
    expect(await screen.findByText(/You exported your data a moment ago/)).toBeTruthy()
    const image = await screen.findByRole('img', { name: 'Characters to type' })
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(picture(1))}`)
    expect(captcha).toHaveLength(1)
    expect(exportsBeforePicture).toEqual([1])
    expect(requestButton().disabled).toBe(true)
  })

  it('downloads the shown result as a file', async () => {
    recordCalls(server, 'post', 'rest/user/data-export', exportAnswer)
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicked.push(this) })
    renderScreen(<DataExport />)
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull()
    captchas()
    await user().click(requestButton())
    await user().click(await screen.findByRole('button', { name: 'Download' }))
    expect(clicked).toHaveLength(1)
    expect(clicked[0].download).toBe('juice-shop-data-export.json')
    expect(clicked[0].href).toBe('blob:http://shop.test/2')
    expect(await blobs[1].text()).toBe(USER_DATA)
    expect(blobs[1].type).toBe('application/json')
  })

  it('asks for the captcha within five minutes of an export, and sends the answer with the request', async () => {
    localStorage.setItem('lastSuccessfulTry', String(Date.now() - 60_000))
    const captcha = captchas()
    const calls = recordCalls(server, 'post', 'rest/user/data-export', exportAnswer)
    renderScreen(<DataExport />)
    expect((await screen.findByRole('img', { name: 'Characters to type' })).getAttribute('src')).toContain(encodeURIComponent('pic 1'))
    expect(requestButton().disabled).toBe(true)
    await fillField(answerField(), 'ab3d')
    expect(screen.getByText('Please enter the result of the CAPTCHA.')).toBeTruthy()
    expect(answerField().getAttribute('aria-invalid')).toBe('true')
    expect(requestButton().disabled).toBe(true)
    // Enter in the field sends nothing either while the answer is too short.
    fireEvent.submit(answerField().closest('form')!)
    await fillField(answerField(), 'ab3de')
    expect(screen.queryByText('Please enter the result of the CAPTCHA.')).toBeNull()
    expect(answerField().getAttribute('aria-invalid')).toBe('false')
    await user().click(requestButton())
    expect(await screen.findByText('Your data export will open in a new browser window.')).toBeTruthy()
    expect(calls.map(call => call.body)).toEqual([{ format: '1', answer: 'ab3de' }])
    await waitFor(() => { expect(captcha).toHaveLength(2) })
    expect((await screen.findByRole('img', { name: 'Characters to type' })).getAttribute('src')).toContain(encodeURIComponent('pic 2'))
    expect(answerField().value).toBe('')
  })

  it('shows another picture on request', async () => {
    localStorage.setItem('lastSuccessfulTry', String(Date.now()))
    const captcha = captchas()
    renderScreen(<DataExport />)
    await screen.findByRole('img', { name: 'Characters to type' })
    // An empty answer is not yet wrong.
    expect(screen.queryByText('Please enter the result of the CAPTCHA.')).toBeNull()
    expect(answerField().getAttribute('aria-invalid')).toBe('false')
    await user().click(screen.getByRole('button', { name: 'Show another picture' }))
    await waitFor(() => { expect(captcha).toHaveLength(2) })
    await waitFor(() => { expect(screen.getByRole('img', { name: 'Characters to type' }).getAttribute('src')).toContain(encodeURIComponent('pic 2')) })
  })

  it('asks for the captcha up to the last millisecond of the five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2024-05-01T10:00:00Z'))
    localStorage.setItem('lastSuccessfulTry', String(Date.now() - 300_000))
    renderScreen(<DataExport />)
    expect(screen.queryByLabelText(/^Characters in the picture/)).toBeNull()
    cleanup()
    captchas()
    localStorage.setItem('lastSuccessfulTry', String(Date.now() - 299_999))
    renderScreen(<DataExport />)
    expect(answerField()).toBeTruthy()
    expect(requestButton().disabled).toBe(true)
    expect(await screen.findByRole('img', { name: 'Characters to type' })).toBeTruthy()
  })

  it('keeps Request off while the export is on its way', async () => {
    const answer = gate()
    recordCalls(server, 'post', 'rest/user/data-export', async () => { await answer.passed; return exportAnswer })
    captchas()
    renderScreen(<DataExport />)
    await user().click(requestButton())
    await waitFor(() => { expect(requestButton().disabled).toBe(true) })
    answer.open()
    expect(await screen.findByText('Your data export will open in a new browser window.')).toBeTruthy()
  })

  it('needs no captcha once five minutes have passed', async () => {
    localStorage.setItem('lastSuccessfulTry', String(Date.now() - 300_001))
    renderScreen(<DataExport />)
    expect(requestButton().disabled).toBe(false)
    expect(screen.queryByLabelText(/^Characters in the picture/)).toBeNull()
  })

  it('shows the shop\'s refusal, clears the answer and fetches a new picture', async () => {
    localStorage.setItem('lastSuccessfulTry', String(Date.now()))
    const captcha = captchas()
    recordCalls(server, 'post', 'rest/user/data-export', () => failure(401, { error: 'Wrong answer to CAPTCHA. Please try again.' }))
    renderScreen(<DataExport />)
    await screen.findByRole('img', { name: 'Characters to type' })
    await fillField(answerField(), 'wrong')
    await user().click(requestButton())
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong answer to CAPTCHA. Please try again.')
    expect(answerField().value).toBe('')
    await waitFor(() => { expect(captcha).toHaveLength(2) })
    expect(opened).not.toHaveBeenCalled()
    expect(document.getElementById('dataExportResult')).toBeNull()
    expect(screen.queryByText('Your data export will open in a new browser window.')).toBeNull()
  })

  it('clears an earlier failure when the next export works, fetching a picture only once one is asked for', async () => {
    let n = 0
    const calls = recordCalls(server, 'post', 'rest/user/data-export', () => ++n === 1 ? failure(500, { error: 'Busy' }) : exportAnswer)
    const exportsBeforePicture: number[] = []
    recordCalls(server, 'get', 'rest/image-captcha/', () => { exportsBeforePicture.push(calls.length); return { image: picture(1) } })
    renderScreen(<DataExport />)
    await user().click(requestButton())
    expect((await screen.findByRole('alert')).textContent).toBe('Busy')
    expect(localStorage.getItem('lastSuccessfulTry')).toBeNull()
    expect(requestButton().disabled).toBe(false)
    await user().click(requestButton())
    expect(await screen.findByText('Your data export will open in a new browser window.')).toBeTruthy()
    expect(screen.queryByText('Busy')).toBeNull()
    await screen.findByRole('img', { name: 'Characters to type' })
    expect(exportsBeforePicture).toEqual([2])
  })
})
