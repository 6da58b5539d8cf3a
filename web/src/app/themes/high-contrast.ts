import { shopTheme } from '../theme'

/** "high-contrast": black canvas, white text, yellow actions and cyan accents, every pair well above 7:1. */
export default shopTheme({
  mode: 'dark',
  primary: { main: '#ffd600', dark: '#ffea00', contrastText: '#000000' },
  secondary: { main: '#18ffff', dark: '#00e5ff', contrastText: '#000000' },
  background: { default: '#000000', paper: '#111111' },
  error: { main: '#ff8a80', light: '#ffb3ad' },
  success: { main: '#69f0ae' },
  text: { primary: '#ffffff', secondary: '#e6e6e6', disabled: '#bdbdbd' },
  divider: 'rgba(255, 255, 255, 0.6)'
}, '#000000')
