import { describe, expect, it } from 'vitest'
import { progress, startProgress } from './progression'
import type { TutorialScript } from './tutorial-types'

const script: TutorialScript = {
  name: 'Demo',
  key: 'demoChallenge',
  order: 1,
  steps: [
    { text: 'one', resolver: { kind: 'next' }, skippable: true },
    { text: 'two', resolver: { kind: 'click' }, fixture: '#x' },
    { text: 'three', resolver: { kind: 'solved' } }
  ]
}

describe('tutorial progression', () => {
  it('starts at the first step, or at a valid resumed one', () => {
    expect(startProgress(script)).toEqual({ index: 0, phase: 'running' })
    expect(startProgress(script, 2)).toEqual({ index: 2, phase: 'running' })
    for (const bad of [-1, 3, 1.5, Number.NaN]) expect(startProgress(script, bad).index).toBe(0)
  })

  it('walks step by step and finishes after the last', () => {
    let state = startProgress(script)
    state = progress(script, state, { type: 'resolved', index: 0 })
    expect(state).toEqual({ index: 1, phase: 'running' })
    state = progress(script, state, { type: 'resolved', index: 1 })
    state = progress(script, state, { type: 'resolved', index: 2 })
    expect(state).toEqual({ index: 2, phase: 'finished' })
  })

  it('ignores a late resolution of a step already left', () => {
    const state = progress(script, { index: 1, phase: 'running' }, { type: 'resolved', index: 0 })
    expect(state).toEqual({ index: 1, phase: 'running' })
  })

  it('skips only skippable steps', () => {
    expect(progress(script, { index: 0, phase: 'running' }, { type: 'skip' }).index).toBe(1)
    expect(progress(script, { index: 1, phase: 'running' }, { type: 'skip' }).index).toBe(1)
  })

  it('cancels, and nothing moves a cancelled or finished tutorial', () => {
    const cancelled = progress(script, { index: 1, phase: 'running' }, { type: 'cancel' })
    expect(cancelled.phase).toBe('cancelled')
    expect(progress(script, cancelled, { type: 'resolved', index: 1 })).toBe(cancelled)
    const finished = { index: 2, phase: 'finished' as const }
    expect(progress(script, finished, { type: 'cancel' })).toBe(finished)
  })
})
