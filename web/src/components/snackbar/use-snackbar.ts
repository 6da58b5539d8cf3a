import { createContext, useContext } from 'react'

/** Snack bars stay 5000 ms. */
export const SNACKBAR_DURATION_MS = 5000

export type SnackbarSeverity = 'success' | 'error' | 'info'

interface SnackbarAction {
  /** Translation key (or plain text) of the action button. */
  label: string
  onClick: () => void
}

export interface SnackbarOptions {
  message: string
  params?: Record<string, unknown>
  severity?: SnackbarSeverity
  action?: SnackbarAction
  /** Milliseconds; 5000 unless a screen needs longer. */
  duration?: number
}

export interface SnackbarApi {
  show: (options: SnackbarOptions) => void
  showSuccess: (keyOrText: string, params?: Record<string, unknown>) => void
  showError: (keyOrText: string, params?: Record<string, unknown>) => void
}

export const SnackbarContext = createContext<SnackbarApi | null>(null)

export function useSnackbar (): SnackbarApi {
  const api = useContext(SnackbarContext)
  if (api === null) throw new Error('useSnackbar must be used inside <SnackbarProvider>')
  return api
}
