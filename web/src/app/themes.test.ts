import { describe, expect, it, vi } from 'vitest'
import { themeOptions } from './theme'
import { DEFAULT_THEME, THEME_NAMES, themeOptionsFor } from './themes'

describe('the shop themes', () => {
  it('are the default and three more', () => {
    expect(DEFAULT_THEME).toBe('orange-grove')
    expect(THEME_NAMES).toEqual(['orange-grove', 'fresh-morning', 'high-contrast', 'berry-night'])
  })

  it('fall back to the default for no name, its own name or an unknown one', async () => {
    expect(await themeOptionsFor(undefined)).toBe(themeOptions)
    expect(await themeOptionsFor('orange-grove')).toBe(themeOptions)
    expect(await themeOptionsFor('neon-disco')).toBe(themeOptions)
    // Not an own key of the theme table, though every object has it.
    expect(await themeOptionsFor('toString')).toBe(themeOptions)
  })

  it('load each named theme with its own palette and top bar', async () => {
    const fresh = await themeOptionsFor('fresh-morning')
    expect(fresh.palette).toMatchObject({ mode: 'light', primary: { main: '#256d29' } })
    expect(fresh.components?.MuiAppBar?.styleOverrides?.root).toEqual({ backgroundColor: '#1b5e20', backgroundImage: 'none' })
    const contrast = await themeOptionsFor('high-contrast')
    expect(contrast.palette).toMatchObject({ mode: 'dark', primary: { main: '#ffd600' }, background: { default: '#000000' } })
    const berry = await themeOptionsFor('berry-night')
    expect(berry.palette).toMatchObject({ mode: 'dark', primary: { main: '#f48fb1' } })
    expect(berry.components?.MuiAppBar?.styleOverrides?.root).toEqual({ backgroundColor: '#3b1f4f', backgroundImage: 'none' })
  })

  it('share type, shape and the button style', () => {
    expect(themeOptions.palette).toMatchObject({ mode: 'dark', primary: { main: '#ff7a1a' } })
    expect(themeOptions.shape).toEqual({ borderRadius: 6 })
    expect(themeOptions.typography).toEqual({ fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' })
    expect(themeOptions.components?.MuiButton).toEqual({ defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } })
  })

  it('fall back to the default when a theme\'s chunk cannot be loaded', async () => {
    vi.resetModules()
    vi.doMock('./themes/berry-night', () => { throw new Error('Failed to fetch dynamically imported module') })
    try {
      const fresh = await import('./themes')
      const { themeOptions: defaultOptions } = await import('./theme')
      expect(await fresh.themeOptionsFor('berry-night')).toBe(defaultOptions)
    } finally {
      vi.doUnmock('./themes/berry-night')
    }
  })
})
