import '@/app/first-requests'
import '@fontsource/roboto/300.css'
import '@fontsource/roboto/400.css'
import '@fontsource/roboto/500.css'
import '@fontsource/roboto/700.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { preloadStartScreen } from '@/app/router'
import i18n, { i18nReady, initialLanguage } from '@/lib/i18n'

const container = document.getElementById('root')
if (container === null) throw new Error('index.html lacks the #root element')

// Right-to-left styles are a chunk of their own, fetched only for a language like Arabic.
const rtlApp = i18n.dir(initialLanguage()) === 'rtl' ? import('@/app/rtl-app') : undefined

const render = (rtl?: typeof import('@/app/rtl-app')) => {
  createRoot(container).render(
    <StrictMode>
      {rtl ? <rtl.RtlApp /> : <App />}
    </StrictMode>
  )
}

/*
 * Both are usually in by now (first-requests.ts and the preload hints started them). Rendering
 * after them means the first screen does not suspend, and a suspended screen is revealed late.
 * A failure is left to the screens, which show it (a failed right-to-left chunk: left to right).
 */
Promise.all([i18nReady, preloadStartScreen(window.location.hash), rtlApp]).then(([, , rtl]) => { render(rtl) }, () => { render() })
