import { createTheme, type PaletteOptions, type ThemeOptions } from '@mui/material/styles'

/**
 * What every theme shares: type, shape and the shop's button style. A theme adds its palette and
 * the colour of the top bar (app/themes/*.ts; chosen by `application.theme`, see app/themes.ts).
 */
export function shopTheme (palette: PaletteOptions, topBar: string): ThemeOptions {
  return {
    palette,
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif'
    },
    shape: { borderRadius: 6 },
    components: {
      MuiAppBar: {
        styleOverrides: { root: { backgroundColor: topBar, backgroundImage: 'none' } }
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } }
      }
    }
  }
}

/**
 * "orange-grove", the default: dark bar, deep-orange actions and green accents on a dark canvas.
 * It stays in the entry chunk; the other themes are chunks of their own.
 */
export const themeOptions: ThemeOptions = shopTheme({
  mode: 'dark',
  primary: { main: '#ff7a1a', dark: '#e65100', contrastText: '#1b1b1b' },
  // dark: a hovered green button; '#558b2f' left its near-black label at 4.2:1, under WCAG AA.
  secondary: { main: '#8bc34a', dark: '#689f38', contrastText: '#1b1b1b' },
  background: { default: '#303030', paper: '#424242' },
  // light: error text on paper; main alone reaches only 2.9:1 there, under WCAG AA's 4.5:1.
  // contrastText: white on main is 3.48:1, near-black 4.9:1 (a red button such as a reset's).
  error: { main: '#ef5350', light: '#ff9e9e', contrastText: '#1b1b1b' },
  success: { main: '#66bb6a' }
}, '#263238')

export const theme = createTheme(themeOptions)
