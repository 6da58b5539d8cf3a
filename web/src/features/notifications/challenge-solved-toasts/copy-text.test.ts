// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyText } from './copy-text'

describe('copying text', () => {
  afterEach(() => { vi.unstubAllGlobals() })

  it('uses the selection copy where there is no clipboard API, and reports its outcome', async () => {
    vi.stubGlobal('navigator', {})
    const copied: string[] = []
    document.execCommand = (command: string) => { copied.push(`${command}:${document.querySelector('textarea')?.value ?? ''}`); return true }
    expect(await copyText('flag-1')).toBe(true)
    expect(copied).toEqual(['copy:flag-1'])
    expect(document.querySelector('textarea')).toBeNull()
  })

  it('reports a selection copy the browser refuses by throwing as not copied', async () => {
    vi.stubGlobal('navigator', { clipboard: {} })
    document.execCommand = () => { throw new Error('not supported') }
    expect(await copyText('flag-2')).toBe(false)
    expect(document.querySelector('textarea')).toBeNull()
  })
})
