import { ThemeProvider } from '@mui/material/styles'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, configure, render, type RenderResult } from '@testing-library/react'
import { createInstance } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach } from 'vitest'
import { theme } from '@/app/theme'
import { SnackbarProvider } from '@/components/snackbar/snackbar-provider'
import { ApiError } from '@/lib/api-client'
import en from '../../public/assets/i18n/en.json'

/*
 * Component tests (`*.test.tsx`, jsdom, vite.config.ts): a screen in the app's providers with the
 * real English texts, a fresh query client and an in-memory router. API calls go through the real
 * fetch to MSW (mock-server.ts).
 */
afterEach(() => { cleanup() })
// The machine may be busy: waiting for an element gives up late rather than early.
configure({ asyncUtilTimeout: 8000 })

/** For `describe(…, COMPONENT_TEST)`: a rendered screen takes seconds on a loaded machine. */
export const COMPONENT_TEST = { timeout: 30_000 }

function testI18n () {
  const i18n = createInstance()
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false
  })
  return i18n
}

/** The current route, printed where tests can read it. */
function LocationProbe () {
  const { pathname } = useLocation()
  return <div hidden data-testid="location">{pathname}</div>
}

export interface RenderedScreen extends RenderResult {
  queryClient: QueryClient
  /** The router's current path. */
  path: () => string
}

/** Renders `routes` (or one element at `path`) starting at `at`. */
export function renderScreen (element: ReactNode, { at = '/', path = '*' }: { at?: string; path?: string } = {}): RenderedScreen {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: (count, error) => !(error instanceof ApiError) && count < 1, refetchOnWindowFocus: false },
      mutations: { retry: false }
    }
  })
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={testI18n()}>
          <SnackbarProvider>
            <MemoryRouter initialEntries={[at]}>
              <Routes>
                <Route path={path} element={element} />
                <Route path="*" element={null} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </SnackbarProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </ThemeProvider>
  )
  return { ...result, queryClient, path: () => result.getByTestId('location').textContent ?? '' }
}
