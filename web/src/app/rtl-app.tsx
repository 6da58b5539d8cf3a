import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import GlobalStyles from '@mui/material/GlobalStyles'
import { createTheme, type ThemeOptions } from '@mui/material/styles'
import { useMemo } from 'react'
import rtlPlugin from 'stylis-plugin-rtl'
import { App } from './app'
import { themeOptions } from './theme'

/*
 * The shop in a right-to-left language (Arabic). main.tsx loads this chunk only for such a
 * language, so cssjanus (inside the plugin) never weighs on other first loads; switching direction
 * later reloads the page (lib/i18n.ts). The plugin flips physical properties (left/right, margins,
 * paddings, text-align) in every sx and MUI style, so hand-written styles need no second version.
 */
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] })

/*
 * Icons that point along the reading direction. MUI's own pagination and menus already swap theirs;
 * these are the ones the screens place themselves. MUI names every icon's svg with data-testid.
 */
const POINTING_ICONS = ['ChevronLeftIcon', 'ChevronRightIcon', 'ArrowBackIcon', 'ArrowForwardIcon', 'SendIcon', 'LoginIcon', 'LogoutIcon', 'ExitToAppIcon']
const mirrored = { [POINTING_ICONS.map(name => `svg[data-testid="${name}"]`).join(', ')]: { transform: 'scaleX(-1)' } }

/** `options`: the configured theme (app/themes.ts), turned right to left here. */
export function RtlApp ({ options = themeOptions }: { options?: ThemeOptions }) {
  const rtlTheme = useMemo(() => createTheme({ ...options, direction: 'rtl' }), [options])
  return (
    <CacheProvider value={rtlCache}>
      <GlobalStyles styles={mirrored} />
      <App theme={rtlTheme} />
    </CacheProvider>
  )
}
