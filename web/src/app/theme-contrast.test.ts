import { createTheme, getContrastRatio, type Theme } from '@mui/material/styles'
import { describe, expect, it } from 'vitest'
import { THEME_NAMES, themeOptionsFor } from './themes'

/*
 * The shop is used in classrooms on projectors and by readers with low vision: every theme keeps
 * WCAG AA (4.5:1) for text and for the label of a filled button, and the high-contrast theme AAA
 * (7:1). Checked on the palette MUI resolves, so a colour a theme leaves out counts with MUI's default.
 */
const themes = await Promise.all(THEME_NAMES.map(async name => [name, createTheme(await themeOptionsFor(name))] as const))

/** Every pair a reader meets, by what it is, with its contrast ratio. */
function pairs ({ palette }: Theme): Record<string, number> {
  const ratio = getContrastRatio
  return {
    'text on the page': ratio(palette.text.primary, palette.background.default),
    'text on a card': ratio(palette.text.primary, palette.background.paper),
    'secondary text on a card': ratio(palette.text.secondary, palette.background.paper),
    'primary button label': ratio(palette.primary.contrastText, palette.primary.main),
    'primary button label, hovered': ratio(palette.primary.contrastText, palette.primary.dark),
    'secondary button label': ratio(palette.secondary.contrastText, palette.secondary.main),
    'secondary button label, hovered': ratio(palette.secondary.contrastText, palette.secondary.dark),
    'red button label': ratio(palette.error.contrastText, palette.error.main),
    // Dark themes write error texts (a form's helper text) in the light shade, light themes in the main one.
    'error text on a card': ratio(palette.mode === 'dark' ? palette.error.light : palette.error.main, palette.background.paper)
  }
}

describe.each(themes)('the %s theme', (name, theme) => {
  it(`keeps every text pair at ${name === 'high-contrast' ? '7' : '4.5'}:1 or more`, () => {
    const floor = name === 'high-contrast' ? 7 : 4.5
    const low = Object.entries(pairs(theme)).filter(([, ratio]) => ratio < floor).map(([pair, ratio]) => `${pair}: ${ratio.toFixed(2)}`)
    expect(low).toEqual([])
  })
})
