// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_WIDTH, setWindowWidth } from '@/test-support/viewport'
import { useWindowWidth } from './use-window-width'

function Width () {
  return <>{useWindowWidth()}</>
}

afterEach(() => {
  vi.restoreAllMocks()
  setWindowWidth(DEFAULT_WIDTH)
})

describe('useWindowWidth', () => {
  it('follows the window\'s width as it is resized', () => {
    const { result } = renderHook(() => useWindowWidth())
    expect(result.current).toBe(DEFAULT_WIDTH)
    act(() => { setWindowWidth(700) })
    expect(result.current).toBe(700)
  })

  it('assumes a laptop\'s width where there is no window to measure (prerendering)', () => {
    expect(renderToString(<Width />)).toBe('1280')
  })

  it('stops listening to the window once unmounted', () => {
    const added = vi.spyOn(window, 'addEventListener')
    const removed = vi.spyOn(window, 'removeEventListener')
    const { unmount } = renderHook(() => useWindowWidth())
    const listener = added.mock.calls.find(([type]) => type === 'resize')?.[1]
    expect(listener).toBeTypeOf('function')
    unmount()
    expect(removed).toHaveBeenCalledWith('resize', listener)
  })
})
