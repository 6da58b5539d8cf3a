/*
 * The one piece of the hacking instructor in the first page load: a tiny store that start points
 * (welcome dialog, side menu, hacking-instructor route) write to and the shell's mount reads.
 * The engine and the scripts stay in a chunk that loads only once a tutorial is requested.
 */

/** Either a challenge by name, or the first unsolved tutorial (side menu). */
export type TutorialChoice = { challenge: string } | { next: true }

export type TutorialRequest = TutorialChoice & {
  /** Distinguishes two requests for the same tutorial, so a restart begins afresh. */
  id: number
  /** Step to resume at after a reload. */
  step?: number
}

const PROGRESS_KEY = 'hackingInstructorProgress'

let current: TutorialRequest | null | undefined
let nextId = 1
const listeners = new Set<() => void>()

function storage (): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage
}

/** A tutorial interrupted by a reload continues where it was (same tab only). */
function readSaved (): TutorialRequest | null {
  try {
    const saved = JSON.parse(storage()?.getItem(PROGRESS_KEY) ?? 'null') as { challenge?: unknown; step?: unknown } | null
    if (saved === null || typeof saved.challenge !== 'string' || typeof saved.step !== 'number') return null
    return { challenge: saved.challenge, step: saved.step, id: nextId++ }
  } catch {
    return null
  }
}

function emit (): void {
  for (const listener of listeners) listener()
}

export function currentTutorial (): TutorialRequest | null {
  if (current === undefined) current = readSaved()
  return current
}

export function subscribeTutorial (listener: () => void): () => void {
  listeners.add(listener)
  return () => { listeners.delete(listener) }
}

export function startTutorial (choice: TutorialChoice): void {
  current = { ...choice, id: nextId++ }
  storage()?.removeItem(PROGRESS_KEY)
  emit()
}

export function endTutorial (): void {
  current = null
  storage()?.removeItem(PROGRESS_KEY)
  emit()
}

export function saveTutorialStep (challenge: string, step: number): void {
  storage()?.setItem(PROGRESS_KEY, JSON.stringify({ challenge, step }))
}

/** True while the named tutorial runs, so revisiting its start URL does not restart it. */
export function isTutorialRunning (challenge: string): boolean {
  const request = currentTutorial()
  return request !== null && 'challenge' in request && request.challenge.trim().toLowerCase() === challenge.trim().toLowerCase()
}
