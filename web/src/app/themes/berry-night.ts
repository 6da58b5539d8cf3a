import { shopTheme } from '../theme'

/** "berry-night": a dark berry-smoothie purple with raspberry actions and lilac accents. */
export default shopTheme({
  mode: 'dark',
  primary: { main: '#f48fb1', dark: '#f06292', contrastText: '#1b1b1b' },
  secondary: { main: '#ce93d8', dark: '#ba68c8', contrastText: '#1b1b1b' },
  background: { default: '#1e1626', paper: '#2b2136' },
  error: { main: '#ef5350', light: '#ff9e9e', contrastText: '#1b1b1b' },
  success: { main: '#81c784' }
}, '#3b1f4f')
