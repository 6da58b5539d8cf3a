import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentTutorial, endTutorial, isTutorialRunning, saveTutorialStep, startTutorial, subscribeTutorial } from './tutorial-store'

const PROGRESS_KEY = 'hackingInstructorProgress'

/** A tab's session storage (these tests run in Node, which has none). */
function tabStorage (entries: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(entries))
  return {
    get length () { return values.size },
    key: index => [...values.keys()][index] ?? null,
    getItem: key => values.get(key) ?? null,
    setItem: (key, value) => { values.set(key, value) },
    removeItem: key => { values.delete(key) },
    clear: () => { values.clear() }
  }
}

/** A fresh copy of the store, as after a page load, in a tab whose session storage holds `saved`. */
async function reloadWith (saved: string | null): Promise<{ store: typeof import('./tutorial-store'), storage: Storage }> {
  const storage = tabStorage(saved === null ? {} : { [PROGRESS_KEY]: saved })
  vi.stubGlobal('sessionStorage', storage)
  vi.resetModules()
  return { store: await import('./tutorial-store'), storage }
}

afterEach(() => {
  vi.unstubAllGlobals()
  endTutorial()
})

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

  it('compares names without case and surrounding spaces, and knows no name for the side menu\'s choice', () => {
    startTutorial({ challenge: ' Score Board ' })
    expect(isTutorialRunning('SCORE BOARD')).toBe(true)
    startTutorial({ challenge: 'Score Board' })
    expect(isTutorialRunning(' score board ')).toBe(true)
    expect(isTutorialRunning('Score Boards')).toBe(false)
    startTutorial({ next: true })
    expect(isTutorialRunning('Score Board')).toBe(false)
  })
})

describe('tutorial progress across a reload', () => {
  it('resumes the saved tutorial at its step', async () => {
    const { store } = await reloadWith(JSON.stringify({ challenge: 'Score Board', step: 2 }))
    expect(store.currentTutorial()).toEqual({ challenge: 'Score Board', step: 2, id: expect.any(Number) as number })
    expect(store.isTutorialRunning('score board')).toBe(true)
  })

  it.each([
    ['nothing saved', null],
    ['unreadable progress', '{"challenge":'],
    ['no challenge name', JSON.stringify({ challenge: 7, step: 2 })],
    ['no step number', JSON.stringify({ challenge: 'Score Board', step: '2' })],
    ['an empty record', 'null']
  ])('starts nothing for %s', async (_case, saved) => {
    const { store } = await reloadWith(saved)
    expect(store.currentTutorial()).toBeNull()
  })

  it('saves the step a tutorial is at, and forgets it when a tutorial starts or ends', async () => {
    const { store, storage } = await reloadWith(null)
    store.saveTutorialStep('Score Board', 3)
    expect(JSON.parse(storage.getItem(PROGRESS_KEY) ?? 'null')).toEqual({ challenge: 'Score Board', step: 3 })
    store.startTutorial({ challenge: 'Fine Print' })
    expect(storage.getItem(PROGRESS_KEY)).toBeNull()
    store.saveTutorialStep('Fine Print', 1)
    store.endTutorial()
    expect(storage.getItem(PROGRESS_KEY)).toBeNull()
  })

  it('keeps no progress where there is no session storage, and fails nowhere for it', () => {
    expect(typeof sessionStorage).toBe('undefined')
    saveTutorialStep('Score Board', 3)
    startTutorial({ challenge: 'Fine Print' })
    expect(currentTutorial()).toMatchObject({ challenge: 'Fine Print' })
  })
})
