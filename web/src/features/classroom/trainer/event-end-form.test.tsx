// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockShopServer } from '@/test-support/mock-server'
import { failure, gate, recordCalls, type SeenRequest } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { dateTime } from '../shared/relative-time'
import { EventEndForm } from './event-end-form'

const server = mockShopServer()
const EVENT_END = 'rest/classroom/trainer/event-end'
const END = '2026-11-26T15:30:00.000Z'

/** Answers as the server does: the end it stored, which is the one it was sent. */
const echo = (seen: SeenRequest) => ({ eventEnd: (seen.body as { eventEnd: string | null }).eventEnd })

const pad = (n: number) => String(n).padStart(2, '0')
/**
 * The field's text for an instant and the instant a field's text means, both read with the local
 * getters and parser rather than a fixed offset: the zone set below holds where tests run in a
 * process of their own (npm test), while Stryker's mutation run uses worker threads, where a TZ
 * set at run time does not change the clock's zone (there the test checks UTC).
 */
const shownFor = (iso: string) => {
  const date = new Date(iso)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}
const instantOf = (fieldText: string) => new Date(fieldText).toISOString()

const field = () => screen.getByLabelText<HTMLInputElement>('Ends at (your local time)')
const saveButton = () => screen.getByRole('button', { name: 'Set end' })
const clearButton = () => screen.getByRole('button', { name: 'Clear end' })
const enabled = (button: HTMLElement) => !button.hasAttribute('disabled')

describe('the event end in the trainer console', COMPONENT_TEST, () => {
  // Half an hour off whole hours and far from UTC, so a field read in the wrong zone shows.
  beforeAll(() => { vi.stubEnv('TZ', 'Asia/Kolkata') })
  afterAll(() => { vi.unstubAllEnvs() })

  it('without an end: says every solve counts, offers nothing to clear, and saves only once a time is given', () => {
    renderScreen(<EventEndForm eventEnd={null} />)
    expect(screen.getByTestId('event-end-now').textContent).toBe('No end is set: every solve counts.')
    expect(field().value).toBe('')
    expect([enabled(saveButton()), enabled(clearButton())]).toEqual([false, false])

    fireEvent.change(field(), { target: { value: '2026-11-26T16:30' } })
    expect(enabled(saveButton())).toBe(true)
  })

  it('shows the end set, and offers it in the field in the trainer\'s own time', () => {
    renderScreen(<EventEndForm eventEnd={END} />)
    expect(screen.getByTestId('event-end-now').textContent).toBe(`The event ends at ${dateTime(END, 'en')}.`)
    // 15:30 UTC is 21:00 in India.
    expect(field().value).toBe(shownFor(END))
    expect([enabled(saveButton()), enabled(clearButton())]).toEqual([true, true])
  })

  it('offers an empty field for a stored end it cannot read', () => {
    renderScreen(<EventEndForm eventEnd="whenever" />)
    expect(field().value).toBe('')
    expect(enabled(saveButton())).toBe(false)
    expect(enabled(clearButton())).toBe(true)
  })

  it('clears the end and says every solve counts again', async () => {
    const calls = recordCalls(server, 'put', EVENT_END, echo)
    renderScreen(<EventEndForm eventEnd={END} />)
    fireEvent.click(clearButton())
    expect(await screen.findByText('The event end was cleared: every solve counts again.')).toBeTruthy()
    expect(calls.map(call => call.body)).toEqual([{ eventEnd: null }])
    expect(field().value).toBe('')
  })

  it('saves the end, says so, and shows the end the server kept', async () => {
    const kept = '2026-11-26T17:00:00.000Z'
    const calls = recordCalls(server, 'put', EVENT_END, { eventEnd: kept })
    renderScreen(<EventEndForm eventEnd={null} />)
    fireEvent.change(field(), { target: { value: '2026-11-26T16:45' } })
    fireEvent.click(saveButton())
    expect(await screen.findByText('The event end was set.')).toBeTruthy()
    expect(calls.map(call => call.body)).toEqual([{ eventEnd: instantOf('2026-11-26T16:45') }])
    expect(field().value).toBe(shownFor(kept))
  })

  it('says why the end was not saved, keeping what the trainer typed', async () => {
    recordCalls(server, 'put', EVENT_END, failure(401, { error: 'trainer_required', message: 'Sign in' }))
    renderScreen(<EventEndForm eventEnd={null} />)
    fireEvent.change(field(), { target: { value: '2026-11-26T16:45' } })
    fireEvent.click(saveButton())
    expect((await screen.findByRole('alert')).textContent).toBe('Please sign in as the trainer again.')
    expect(field().value).toBe('2026-11-26T16:45')
    expect(screen.queryByText('The event end was set.')).toBeNull()
  })

  it('lets neither button be pressed again while an answer is on its way', async () => {
    const answer = gate()
    recordCalls(server, 'put', EVENT_END, async seen => { await answer.passed; return echo(seen) })
    renderScreen(<EventEndForm eventEnd={END} />)
    fireEvent.click(clearButton())
    await waitFor(() => { expect([enabled(saveButton()), enabled(clearButton())]).toEqual([false, false]) })
    answer.open()
    expect(await screen.findByText(/was cleared/)).toBeTruthy()
    await waitFor(() => { expect(enabled(clearButton())).toBe(true) })
  })
})
