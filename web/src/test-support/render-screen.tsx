import { ThemeProvider } from '@mui/material/styles'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, configure, render, type RenderResult } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createInstance } from 'i18next'
import { Suspense, type ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach } from 'vitest'
import { theme } from '@/app/theme'
import { SnackbarProvider } from '@/components/snackbar/snackbar-provider'
import en from '../../public/assets/i18n/en.json'

/*
 * Component tests (`*.test.tsx`, happy-dom, vite.config.ts): a screen in the app's providers with the
 * real English texts, a fresh query client and an in-memory router. API calls go through the real
 * fetch to MSW (mock-server.ts).
 */
// findBy… and waitFor wait for what they look for; on a loaded machine that can take seconds.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

/** For `describe(…, COMPONENT_TEST)`: a rendered screen takes seconds on a loaded machine. */
export const COMPONENT_TEST = { timeout: 30_000 }

/** The English texts, loaded at once instead of over HTTP, so tests find labels as a user reads them. */
function englishTexts () {
  const i18n = createInstance()
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    initAsync: false
  })
  return i18n
}

/** The current route, printed where tests can read it. */
function LocationProbe () {
  const { pathname } = useLocation()
  return <div hidden data-testid="location">{pathname}</div>
}

export interface ScreenOptions {
  /** The address the screen is opened at, e.g. `/address/edit/3`. */
  at?: string
  /** The route pattern the screen is mounted on (for its parameters), e.g. `/address/edit/:addressId`; `*` keeps it mounted everywhere. */
  path?: string
}

export interface RenderedScreen extends RenderResult {
  queryClient: QueryClient
  /** The router's current path. */
  path: () => string
}

/**
 * Renders a screen as the app does (theme, a fresh query cache, English texts, snackbars, a router
 * at `at`); other routes render a marker (`other-route`), so a test can see that the screen navigated away.
 */
export function renderScreen (screen: ReactNode, { at = '/', path = at }: ScreenOptions = {}): RenderedScreen {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } })
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={englishTexts()}>
          <Suspense fallback={null}>
            <SnackbarProvider>
              <MemoryRouter initialEntries={['/elsewhere', at]} initialIndex={1}>
                <Routes>
                  <Route path={path} element={screen} />
                  {path !== '*' && <Route path="*" element={<p data-testid="other-route">elsewhere</p>} />}
                </Routes>
                <LocationProbe />
              </MemoryRouter>
            </SnackbarProvider>
          </Suspense>
        </I18nextProvider>
      </QueryClientProvider>
    </ThemeProvider>
  )
  return { ...result, queryClient, path: () => result.getByTestId('location').textContent ?? '' }
}

/** A token the client decodes (the signature is never checked in the browser). */
export function fakeToken (data: { id: number, email: string, role: string }): string {
  const part = (value: unknown): string => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  return `${part({ alg: 'RS256' })}.${part({ status: 'success', data: { deluxeToken: '', lastLoginIp: '', profileImage: '', ...data } })}.signature`
}

/**
 * Types into a field as a user pastes a whole value (a keystroke at a time is slow in a simulated DOM and
 * proves nothing more), then leaves it, which is when the forms validate.
 */
export async function fillField (field: HTMLElement, value: string): Promise<void> {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true })
  await user.clear(field)
  if (value !== '') {
    await user.click(field)
    await user.paste(value)
  }
  await user.tab()
}
