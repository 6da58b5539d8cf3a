// @vitest-environment happy-dom
import type { Theme, ThemeOptions } from '@mui/material/styles'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/*
 * The start-up: which app it renders (left to right or right to left) and with which theme. React's
 * root, the app itself and the requests are stand-ins; the theme choice is the real one.
 */
const start = vi.hoisted(() => ({
  rendered: [] as Array<{ container: Element, node: ReactElement }>,
  language: 'en',
  ready: Promise.resolve() as Promise<unknown>,
  config: Promise.resolve({}) as Promise<unknown>
}))
vi.mock('react-dom/client', () => ({
  createRoot: (container: Element) => ({ render: (node: ReactElement) => { start.rendered.push({ container, node }) } })
}))
vi.mock('@/app/first-requests', () => ({}))
vi.mock('@/app/app', () => ({ App: () => null }))
vi.mock('@/app/rtl-app', () => ({ RtlApp: () => null }))
vi.mock('@/app/router', () => ({ preloadStartScreen: () => Promise.resolve() }))
vi.mock('@/lib/query-client', () => ({ queryClient: { fetchQuery: () => start.config } }))
vi.mock('@/lib/i18n', () => ({
  default: { dir: (language: string) => language === 'ar_SA' ? 'rtl' : 'ltr' },
  get i18nReady () { return start.ready },
  initialLanguage: () => start.language
}))

beforeEach(() => {
  vi.resetModules()
  start.rendered.length = 0
  start.language = 'en'
  start.ready = Promise.resolve()
  start.config = Promise.resolve({ application: { theme: 'orange-grove' } })
  document.body.innerHTML = '<div id="root"></div>'
})
afterEach(() => { document.body.innerHTML = '' })

/** The default theme as the started shop has it (each start evaluates the modules afresh). */
const defaultTheme = async (): Promise<Theme> => (await import('@/app/theme')).theme

/** Starts the shop and returns what it rendered into #root. */
async function startShop (): Promise<ReactElement<{ theme?: Theme, options?: ThemeOptions }>> {
  await import('./main')
  await vi.waitFor(() => { expect(start.rendered).toHaveLength(1) })
  const [{ container, node }] = start.rendered
  expect(container).toBe(document.getElementById('root'))
  return (node as ReactElement<{ children: ReactElement<{ theme?: Theme, options?: ThemeOptions }> }>).props.children
}

describe('the start-up', () => {
  it('renders the app once, in strict mode, with the default theme', async () => {
    const { App } = await import('@/app/app')
    const { StrictMode } = await import('react')
    const app = await startShop()
    expect(start.rendered[0].node.type).toBe(StrictMode)
    expect(app.type).toBe(App)
    expect(app.props.theme).toBe(await defaultTheme())
  })

  it('renders with the theme the shop is configured for', async () => {
    start.config = Promise.resolve({ application: { theme: 'fresh-morning' } })
    const app = await startShop()
    expect(app.props.theme?.palette.mode).toBe('light')
    expect(app.props.theme?.palette.primary.main).toBe('#256d29')
  })

  it('renders with the default theme when the configuration cannot be read', async () => {
    start.config = Promise.reject(new Error('offline'))
    const app = await startShop()
    expect(app.props.theme).toBe(await defaultTheme())
  })

  it('renders right to left for a language like Arabic, with the configured theme', async () => {
    start.language = 'ar_SA'
    start.config = Promise.resolve({ application: { theme: 'high-contrast' } })
    const { RtlApp } = await import('@/app/rtl-app')
    const app = await startShop()
    expect(app.type).toBe(RtlApp)
    expect(app.props.options?.palette).toMatchObject({ primary: { main: '#ffd600' } })
  })

  it('still renders, left to right and with the default theme, when something it waits for fails', async () => {
    start.language = 'ar_SA'
    start.ready = Promise.reject(new Error('texts missing'))
    start.ready.catch(() => undefined)
    const { App } = await import('@/app/app')
    const app = await startShop()
    expect(app.type).toBe(App)
    expect(app.props.theme).toBe(await defaultTheme())
  })

  it('refuses a page without the #root element', async () => {
    document.body.innerHTML = ''
    await expect(import('./main')).rejects.toThrow('index.html lacks the #root element')
  })
})
