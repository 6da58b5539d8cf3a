import { ThemeProvider } from '@mui/material/styles'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, configure, render, type RenderResult } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next, { type i18n as I18n } from 'i18next'
import { Suspense, type ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach } from 'vitest'
import { theme } from '@/app/theme'
import { SnackbarProvider } from '@/components/snackbar/snackbar-provider'
import en from '../../public/assets/i18n/en.json'

// findBy… and waitFor wait for what they look for; on a loaded machine that can take seconds.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

/** The English texts, loaded at once instead of over HTTP, so tests find labels as a user reads them. */
async function englishTexts (): Promise<I18n> {
  const instance = i18next.createInstance()
  await instance.use(initReactI18next).init({
    lng: 'en', resources: { en: { translation: en } }, keySeparator: false, nsSeparator: false,
    interpolation: { escapeValue: false }, showSupportNotice: false
  })
  return instance
}

export interface ScreenOptions {
  /** The address the screen is opened at, e.g. `/address/edit/3`. */
  at?: string
  /** The route pattern the screen is mounted on (for its parameters), e.g. `/address/edit/:addressId`. */
  path?: string
}

/**
 * Renders a screen as the app does (theme, a fresh query cache, English texts, snackbars, a router
 * at `at`); other routes render their path, so a test can see where the screen navigated to.
 */
export async function renderScreen (screen: ReactNode, { at = '/', path = at }: ScreenOptions = {}): Promise<RenderResult> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const i18n = await englishTexts()
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={null}>
            <SnackbarProvider>
              <MemoryRouter initialEntries={['/elsewhere', at]} initialIndex={1}>
                <Routes>
                  <Route path={path} element={screen} />
                  <Route path="*" element={<p data-testid="other-route">elsewhere</p>} />
                </Routes>
              </MemoryRouter>
            </SnackbarProvider>
          </Suspense>
        </I18nextProvider>
      </QueryClientProvider>
    </ThemeProvider>
  )
}

/** A token the client decodes (the signature is never checked in the browser). */
export function fakeToken (data: { id: number, email: string, role: string }): string {
  const part = (value: unknown): string => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  return `${part({ alg: 'RS256' })}.${part({ status: 'success', data: { deluxeToken: '', lastLoginIp: '', profileImage: '', ...data } })}.signature`
}

/**
 * Types into a field as a user pastes a whole value (a keystroke at a time is slow under jsdom and
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
