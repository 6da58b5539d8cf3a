import '@/app/first-requests'
import '@fontsource/roboto/300.css'
import '@fontsource/roboto/400.css'
import '@fontsource/roboto/500.css'
import '@fontsource/roboto/700.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { isRtl, loadRtlStyles } from '@/app/direction'
import { preloadStartScreen } from '@/app/router'
import { i18nReady, initialLanguage } from '@/lib/i18n'

const container = document.getElementById('root')
if (container === null) throw new Error('index.html lacks the #root element')

const render = () => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>
  )
}

/*
 * Both are usually in by now (first-requests.ts and the preload hints started them). Rendering
 * after them means the first screen does not suspend, and a suspended screen is revealed late.
 * A failure is left to the screens, which show it.
 */
const rtlStyles = isRtl(initialLanguage()) ? loadRtlStyles() : null
Promise.all([i18nReady, preloadStartScreen(window.location.hash), rtlStyles]).then(render, render)
