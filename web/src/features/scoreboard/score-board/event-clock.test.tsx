// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { EventClock } from './event-clock'

const START = Date.UTC(2030, 0, 1, 12, 0, 0)

/** The clock for an event ending `seconds` after the (frozen) start time. */
function showClock (seconds: number) {
  return renderScreen(<EventClock eventEnd={new Date(START + seconds * 1000).toISOString()} />)
}

const clockText = () => screen.getByTestId('event-clock').textContent
const OVER = 'The event is over: new solves no longer count.'

// The clock's ticks are the only timers these screens start, so the fake clock counts them.
beforeEach(() => { vi.useFakeTimers({ now: START, toFake: ['Date', 'setInterval', 'clearInterval'] }) })
afterEach(() => { vi.useRealTimers() })

describe('the event clock', COMPONENT_TEST, () => {
  it('reads "Time left:" and the time left, a space between them', () => {
    showClock(10)
    expect(clockText()).toBe('Time left: 0:00:10')
  })

  it('counts down each second, says the event is over at its last moment, and stops ticking then', () => {
    showClock(2)
    act(() => { vi.advanceTimersByTime(1000) })
    expect(clockText()).toBe('Time left: 0:00:01')
    act(() => { vi.advanceTimersByTime(1000) })
    expect(clockText()).toBe(OVER)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('is over from the start when the event ends this very moment, and never ticks', () => {
    showClock(0)
    expect(clockText()).toBe(OVER)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops ticking when the board closes', () => {
    const { unmount } = showClock(60)
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
