import { Suspense, lazy, useCallback, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ShownMessage } from './snackbar-view'
import { SNACKBAR_DURATION_MS, SnackbarContext, type SnackbarApi, type SnackbarOptions } from './use-snackbar'

// The MUI snackbar is fetched with the first message, keeping it out of the first page load.
const SnackbarView = lazy(() => import('./snackbar-view'))

let nextId = 1

export function SnackbarProvider ({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation()
  const [current, setCurrent] = useState<ShownMessage | null>(null)
  const [open, setOpen] = useState(false)

  // Server error texts are shown verbatim; only known keys are translated. i18n.t rather than the
  // hook's t so a message raised right after a language switch already uses the new language.
  const translate = useCallback((keyOrText: string, params?: Record<string, unknown>) =>
    i18n.exists(keyOrText) ? i18n.t(keyOrText, params) : keyOrText, [i18n])

  const show = useCallback((options: SnackbarOptions) => {
    setCurrent({
      id: nextId++,
      text: translate(options.message, options.params),
      severity: options.severity ?? 'info',
      actionLabel: options.action ? translate(options.action.label) : undefined,
      onAction: options.action?.onClick,
      duration: options.duration ?? SNACKBAR_DURATION_MS
    })
    setOpen(true)
  }, [translate])

  const api = useMemo<SnackbarApi>(() => ({
    show,
    showSuccess: (message, params) => { show({ message, params, severity: 'success' }) },
    showError: (message, params) => { show({ message, params, severity: 'error' }) }
  }), [show])

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {current !== null && (
        <Suspense fallback={null}>
          <SnackbarView message={current} open={open} closeLabel={t('BTN_CLOSE')} onClose={() => { setOpen(false) }} />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  )
}
