import { describe, expect, it, vi } from 'vitest'
import { celebrate } from './celebrate'

const confetti = vi.hoisted(() => vi.fn(async () => {}))
vi.mock('canvas-confetti', () => ({ default: confetti }))

describe('celebrate', () => {
  it('fires one burst above the dialog, and none for players who asked for less motion', async () => {
    await celebrate()
    expect(confetti).toHaveBeenCalledTimes(1)
    expect(confetti).toHaveBeenCalledWith({ particleCount: 160, spread: 90, origin: { y: 0.6 }, zIndex: 2000, disableForReducedMotion: true })
  })

  it('settles only once the burst is over', async () => {
    let finish = () => {}
    confetti.mockImplementationOnce(async () => { await new Promise<void>(resolve => { finish = resolve }) })
    let settled = false
    const done = celebrate().then(() => { settled = true })
    await vi.waitFor(() => { expect(confetti).toHaveBeenCalledTimes(2) })
    expect(settled).toBe(false)
    finish()
    await done
    expect(settled).toBe(true)
  })
})
