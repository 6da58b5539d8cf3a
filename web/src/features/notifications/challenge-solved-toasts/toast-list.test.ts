import { describe, expect, it } from 'vitest'
import { EMPTY_TOAST_LIST, closeClick, toastListReducer, type ToastListAction, type ToastListState } from './toast-list'

const solved = (key: string) => ({ type: 'add', event: { key, challenge: `Name of ${key}`, flag: `flag-${key}` } }) as const

function run (...actions: ToastListAction[]): ToastListState {
  return actions.reduce(toastListReducer, EMPTY_TOAST_LIST)
}

describe('toastListReducer', () => {
  it('stacks one toast per solved challenge in arrival order', () => {
    const state = run(solved('a'), solved('b'))
    expect(state.toasts.map(toast => [toast.id, toast.key, toast.challenge, toast.flag, toast.copied])).toEqual([
      [1, 'a', 'Name of a', 'flag-a', false],
      [2, 'b', 'Name of b', 'flag-b', false]
    ])
  })

  it('ignores a repeated notice while that challenge\'s toast is open, and shows it again once closed', () => {
    const twice = run(solved('a'), solved('a'))
    expect(twice.toasts).toHaveLength(1)
    const reopened = run(solved('a'), { type: 'close', id: 1 }, solved('a'))
    expect(reopened.toasts.map(toast => toast.id)).toEqual([2])
  })

  it('counts restored solves for one summary notice instead of a toast each', () => {
    const restore = (key: string) => ({ type: 'add', event: { key, challenge: `Name of ${key}`, flag: `token-${key}`, isRestore: true } }) as const
    const state = run(restore('a'), restore('b'), restore('a'), solved('c'))
    expect(state.toasts.map(toast => toast.key)).toEqual(['c'])
    expect(state.restoredKeys).toEqual(['a', 'b'])
    expect(toastListReducer(state, { type: 'closeRestored' }).restoredKeys).toEqual([])
    // A live solve of a restored challenge (a repeat notice) still shows its own toast and flag.
    expect(run(restore('a'), solved('a')).toasts.map(toast => [toast.key, toast.flag])).toEqual([['a', 'flag-a']])
  })

  it('closes one toast by id and leaves the others', () => {
    const state = run(solved('a'), solved('b'), solved('c'), { type: 'close', id: 2 })
    expect(state.toasts.map(toast => toast.key)).toEqual(['a', 'c'])
  })

  it('marks only the copied toast as copied', () => {
    const state = run(solved('a'), solved('b'), { type: 'copied', id: 2 })
    expect(state.toasts.map(toast => toast.copied)).toEqual([false, true])
  })

  it('leaves the state as it was when there is nothing to close (no new render)', () => {
    expect(toastListReducer(EMPTY_TOAST_LIST, { type: 'closeAll' })).toBe(EMPTY_TOAST_LIST)
    expect(toastListReducer(EMPTY_TOAST_LIST, { type: 'closeRestored' })).toBe(EMPTY_TOAST_LIST)
    const open = run(solved('a'))
    expect(toastListReducer(open, { type: 'add', event: solved('a').event })).toBe(open)
  })

  it('keeps counting ids after everything was closed, so React keys never repeat', () => {
    const state = run(solved('a'), { type: 'closeAll' }, solved('b'))
    expect(state.toasts.map(toast => toast.id)).toEqual([2])
  })
})

describe('closeClick', () => {
  it('closes just the clicked toast without shift', () => {
    const state = run(solved('a'), solved('b'))
    expect(closeClick(state, 1, false)).toEqual({ action: { type: 'close', id: 1 }, sweptFlags: null })
  })

  it('closes all toasts with shift and reports their flags when at least two were open', () => {
    const state = run(solved('a'), solved('b'), solved('c'))
    const { action, sweptFlags } = closeClick(state, 2, true)
    expect(sweptFlags).toEqual(['flag-a', 'flag-b', 'flag-c'])
    expect(toastListReducer(state, action).toasts).toEqual([])
  })

  it('closes a single toast with shift without reporting anything', () => {
    const state = run(solved('a'))
    const { action, sweptFlags } = closeClick(state, 1, true)
    expect(sweptFlags).toBeNull()
    expect(toastListReducer(state, action).toasts).toEqual([])
  })
})
