import type { TutorialScript } from './tutorial-types'

type TutorialPhase = 'running' | 'finished' | 'cancelled'

export interface TutorialProgress {
  index: number
  phase: TutorialPhase
}

export type ProgressAction = { type: 'resolved'; index: number } | { type: 'skip' } | { type: 'cancel' }

/** Starts at `resumeAt` when it names a real step (a reload mid-tutorial), else at the first. */
export function startProgress (script: TutorialScript, resumeAt?: number): TutorialProgress {
  const valid = resumeAt !== undefined && Number.isInteger(resumeAt) && resumeAt >= 0 && resumeAt < script.steps.length
  return { index: valid ? resumeAt : 0, phase: 'running' }
}

/**
 * One reducer for every way a step ends. A resolution names its step so that a late signal from a
 * step already left (a timer, a socket event) cannot push the tutorial two steps ahead.
 */
export function progress (script: TutorialScript, state: TutorialProgress, action: ProgressAction): TutorialProgress {
  if (state.phase !== 'running') return state
  switch (action.type) {
    case 'cancel':
      return { ...state, phase: 'cancelled' }
    case 'skip':
      return script.steps[state.index]?.skippable === true ? next(script, state) : state
    case 'resolved':
      return action.index === state.index ? next(script, state) : state
  }
}

function next (script: TutorialScript, state: TutorialProgress): TutorialProgress {
  const index = state.index + 1
  return index >= script.steps.length ? { index: state.index, phase: 'finished' } : { index, phase: 'running' }
}
