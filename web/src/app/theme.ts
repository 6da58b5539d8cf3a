import { createTheme, type ThemeOptions } from '@mui/material/styles'

/** Dark bar, deep-orange actions and green accents on a dark canvas: the juice-shop look. */
export const TOP_BAR_COLOR = '#263238'

/** Shared by the left-to-right theme here and the right-to-left one (rtl-styles.tsx). */
export const themeOptions: ThemeOptions = {
  palette: {
    mode: 'dark',
    primary: { main: '#ff7a1a', dark: '#e65100', contrastText: '#1b1b1b' },
    secondary: { main: '#8bc34a', dark: '#558b2f', contrastText: '#1b1b1b' },
    background: { default: '#303030', paper: '#424242' },
    // light: error text on paper; main alone reaches only 2.9:1 there, under WCAG AA's 4.5:1.
    error: { main: '#ef5350', light: '#ff9e9e' },
    success: { main: '#66bb6a' }
  },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif'
  },
  shape: { borderRadius: 6 },
  components: {
    MuiAppBar: {
      styleOverrides: { root: { backgroundColor: TOP_BAR_COLOR, backgroundImage: 'none' } }
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } }
    }
  }
}

export const theme = createTheme(themeOptions)
