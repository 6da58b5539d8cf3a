// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'

/** A fresh copy of the module (it remembers its answer), measuring with a canvas whose text widths are given. */
async function supportWith (widths: { pair: number, single: number } | null, fonts: string[] = []): Promise<() => boolean> {
  vi.resetModules()
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(widths === null
    ? null
    : {
        font: '',
        measureText (this: { font: string }, text: string) {
          fonts.push(this.font)
          const width = { '\u{1F1E9}\u{1F1EA}': widths.pair, '\u{1F1E9}': widths.single }[text] ?? 0
          return { width }
        }
      } as unknown as CanvasRenderingContext2D)
  const { supportsFlagEmoji } = await import('./flag-emoji-support')
  return supportsFlagEmoji
}

describe('flag emoji support', () => {
  afterEach(() => { vi.restoreAllMocks() })

  it('is there when a flag is drawn about as wide as one letter symbol', async () => {
    expect((await supportWith({ pair: 32, single: 30 }))()).toBe(true)
    expect((await supportWith({ pair: 47, single: 32 }))()).toBe(true)
  })

  it('is measured in a large font, where the widths differ clearly', async () => {
    const fonts: string[] = []
    await supportWith({ pair: 32, single: 30 }, fonts).then(supports => supports())
    expect(fonts).toEqual(['32px sans-serif', '32px sans-serif'])
  })

  it('is not there when the pair falls apart into two symbols, or nothing is drawn at all', async () => {
    expect((await supportWith({ pair: 48, single: 32 }))()).toBe(false)
    expect((await supportWith({ pair: 0, single: 0 }))()).toBe(false)
  })

  it('is assumed where nothing can be measured', async () => {
    expect((await supportWith(null))()).toBe(true)
  })

  it('is measured once', async () => {
    const supports = await supportWith({ pair: 48, single: 32 })
    expect(supports()).toBe(false)
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null)
    expect(supports()).toBe(false)
  })
})
