import { afterEach, describe, expect, it, vi } from 'vitest'
import { celebrate, rememberProgress } from './after-solve'

const fakes = vi.hoisted(() => ({
  confetti: vi.fn(),
  save: vi.fn(async () => {})
}))
vi.mock('canvas-confetti', () => ({ default: fakes.confetti }))
vi.mock('@/lib/progress-codes', () => ({ saveProgressCodes: fakes.save }))

describe('what a live solve sets off', () => {
  afterEach(() => { vi.restoreAllMocks() })

  it('bursts confetti from the upper middle, sparing readers who prefer less motion', async () => {
    celebrate()
    await vi.waitFor(() => { expect(fakes.confetti).toHaveBeenCalledTimes(1) })
    expect(fakes.confetti).toHaveBeenCalledWith({ particleCount: 160, spread: 100, startVelocity: 40, origin: { y: 0.35 }, disableForReducedMotion: true })
  })

  it('only logs confetti that cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    fakes.confetti.mockImplementationOnce(() => { throw new Error('no canvas') })
    celebrate()
    await vi.waitFor(() => { expect(logged).toHaveBeenCalledWith('Confetti could not be loaded', expect.objectContaining({ message: 'no canvas' })) })
  })

  it('saves the progress codes, and only logs a failure to', async () => {
    rememberProgress()
    expect(fakes.save).toHaveBeenCalledTimes(1)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    fakes.save.mockRejectedValueOnce(new Error('offline'))
    rememberProgress()
    await vi.waitFor(() => { expect(logged).toHaveBeenCalledWith('Saving the progress codes failed', expect.objectContaining({ message: 'offline' })) })
  })
})
