import { describe, expect, it, vi } from 'vitest'
import { currentTutorial, endTutorial, isTutorialRunning, startTutorial, subscribeTutorial } from './tutorial-store'

describe('tutorial store', () => {
  it('announces each start and the end to its subscribers', () => {
    const listener = vi.fn()
    const stop = subscribeTutorial(listener)
    startTutorial({ challenge: 'Score Board' })
    const first = currentTutorial()
    expect(first).toMatchObject({ challenge: 'Score Board' })
    expect(isTutorialRunning('score board')).toBe(true)
    startTutorial({ challenge: 'Score Board' })
    expect(currentTutorial()?.id).not.toBe(first?.id)
    endTutorial()
    expect(currentTutorial()).toBeNull()
    expect(isTutorialRunning('Score Board')).toBe(false)
    expect(listener).toHaveBeenCalledTimes(3)
    stop()
    startTutorial({ next: true })
    expect(listener).toHaveBeenCalledTimes(3)
    endTutorial()
  })
})
