import '@/app/first-requests'
import '@fontsource/roboto/300.css'
import '@fontsource/roboto/400.css'
import '@fontsource/roboto/500.css'
import '@fontsource/roboto/700.css'
import { createTheme, type ThemeOptions } from '@mui/material/styles'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { preloadStartScreen } from '@/app/router'
import { theme as defaultTheme, themeOptions as defaultOptions } from '@/app/theme'
import { themeOptionsFor } from '@/app/themes'
import { applicationConfigurationQuery } from '@/features/meta/api/get-application-configuration'
import { queryClient } from '@/lib/query-client'
import i18n, { i18nReady, initialLanguage } from '@/lib/i18n'

const container = document.getElementById('root')
if (container === null) throw new Error('index.html lacks the #root element')

// Right-to-left styles are a chunk of their own, fetched only for a language like Arabic.
const rtlApp = i18n.dir(initialLanguage()) === 'rtl' ? import('@/app/rtl-app') : undefined

// The configuration request is already under way (first-requests.ts); the cache keeps its answer for the app.
const configuredTheme = queryClient.fetchQuery(applicationConfigurationQuery)
  .then(config => themeOptionsFor(config.application?.theme), () => defaultOptions)

const render = (rtl?: typeof import('@/app/rtl-app'), options: ThemeOptions = defaultOptions) => {
  const theme = options === defaultOptions ? defaultTheme : createTheme(options)
  createRoot(container).render(
    <StrictMode>
      {rtl ? <rtl.RtlApp options={options} /> : <App theme={theme} />}
    </StrictMode>
  )
}

/*
 * Both are usually in by now (first-requests.ts and the preload hints started them). Rendering
 * after them means the first screen does not suspend, and a suspended screen is revealed late.
 * A failure is left to the screens, which show it (a failed right-to-left chunk: left to right).
 */
Promise.all([i18nReady, preloadStartScreen(window.location.hash), rtlApp, configuredTheme]).then(([, , rtl, options]) => { render(rtl, options) }, () => { render() })
