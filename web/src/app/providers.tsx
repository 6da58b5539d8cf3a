import CssBaseline from '@mui/material/CssBaseline'
import LinearProgress from '@mui/material/LinearProgress'
import { ThemeProvider, type Theme } from '@mui/material/styles'
import { QueryClientProvider } from '@tanstack/react-query'
import { Suspense, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { SnackbarProvider } from '@/components/snackbar/snackbar-provider'
import i18n from '@/lib/i18n'
import { queryClient } from '@/lib/query-client'
import { theme as leftToRight } from './theme'

/** `theme` is the right-to-left one when app/rtl-app.tsx renders the shop. */
export function Providers ({ children, theme = leftToRight }: { children: ReactNode, theme?: Theme }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          {/* Translations load over HTTP; hold the first paint until they arrive to avoid raw keys. */}
          <Suspense fallback={<LinearProgress color="secondary" />}>
            <SnackbarProvider>{children}</SnackbarProvider>
          </Suspense>
        </I18nextProvider>
      </QueryClientProvider>
    </ThemeProvider>
  )
}
