import { shopTheme } from '../theme'

/** "fresh-morning": the light theme. Leaf-green actions and a warm orange accent on a pale, airy page. */
export default shopTheme({
  mode: 'light',
  // Each main colour carries white text at ≥ 4.5:1 and reads as text on the page at ≥ 4.5:1.
  primary: { main: '#256d29', dark: '#1b5e20', contrastText: '#ffffff' },
  secondary: { main: '#b84a00', dark: '#8a3700', contrastText: '#ffffff' },
  background: { default: '#f5f8f1', paper: '#ffffff' },
  error: { main: '#c62828' },
  // MUI's light orange carries white text at only 3.1:1 (the stock label).
  warning: { main: '#a85200', contrastText: '#ffffff' },
  success: { main: '#2e7d32' },
  text: { primary: '#1f2a1f', secondary: '#4a574a', disabled: 'rgba(0, 0, 0, 0.6)' },
  action: { active: 'rgba(0, 0, 0, 0.64)' }
}, '#1b5e20')
