import createCache from '@emotion/cache'
import GlobalStyles from '@mui/material/GlobalStyles'
import { createTheme } from '@mui/material/styles'
import rtlPlugin from 'stylis-plugin-rtl'
import { themeOptions } from './theme'

/*
 * Only loaded when a right-to-left language is chosen: cssjanus (inside the plugin) would otherwise
 * weigh on every first load. The plugin flips physical properties (left/right, margins, paddings,
 * text-align) in every sx and MUI style, so hand-written styles need no second version.
 */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] })

export const rtlTheme = createTheme({ ...themeOptions, direction: 'rtl' })

/*
 * Icons that point along the reading direction. MUI's own pagination and menus already swap theirs;
 * these are the ones the screens place themselves. MUI names every icon's svg with data-testid.
 */
const POINTING_ICONS = ['ChevronLeftIcon', 'ChevronRightIcon', 'ArrowBackIcon', 'ArrowForwardIcon', 'SendIcon', 'LoginIcon', 'LogoutIcon']

export function MirroredIcons () {
  const selector = POINTING_ICONS.map(name => `[dir="rtl"] svg[data-testid="${name}"]`).join(', ')
  return <GlobalStyles styles={{ [selector]: { transform: 'scaleX(-1)' } }} />
}
