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

  it('copies through a read-only, invisible field with the whole text selected', async () => {
    vi.stubGlobal('navigator', {})
    let field: Record<string, unknown> = {}
    document.execCommand = () => {
      const area = document.querySelector('textarea') as HTMLTextAreaElement
      field = { readOnly: area.hasAttribute('readonly'), position: area.style.position, opacity: area.style.opacity, selected: area.value.slice(area.selectionStart, area.selectionEnd) }
      return true
    }
    expect(await copyText('flag-3')).toBe(true)
    expect(field).toEqual({ readOnly: true, position: 'fixed', opacity: '0', selected: 'flag-3' })
  })

  it('prefers the clipboard API, without touching the page', async () => {
    const written: string[] = []
    vi.stubGlobal('navigator', { clipboard: { writeText: async (text: string) => { written.push(text) } } })
    let selectionCopies = 0
    document.execCommand = () => { selectionCopies++; return false }
    expect(await copyText('flag-4')).toBe(true)
    expect(written).toEqual(['flag-4'])
    expect(selectionCopies).toBe(0)
  })

  it('reports a selection copy the browser refuses by throwing as not copied', async () => {
    vi.stubGlobal('navigator', { clipboard: {} })
    document.execCommand = () => { throw new Error('not supported') }
    expect(await copyText('flag-2')).toBe(false)
    expect(document.querySelector('textarea')).toBeNull()
  })
})
