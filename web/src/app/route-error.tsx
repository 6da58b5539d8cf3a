import { ErrorOutlineIcon } from '@/components/icons'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Component, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'

/** Shown inside the shell when a screen fails to load or render (e.g. a stale chunk after a deploy). */
function RouteError () {
  const { t } = useTranslation()
  // Drawn like an error alert, without MUI's Alert, which would weigh on every first load for a rare case.
  return (
    <Paper role="alert" sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1.5, color: 'error.light', border: 1, borderColor: 'error.dark' }}>
      <ErrorOutlineIcon />
      <Typography variant="body2" sx={{ flexGrow: 1, color: 'text.primary' }}>{t('LOADING_FAILED')}</Typography>
      <Button color="inherit" size="small" onClick={() => { window.location.reload() }}>{t('BTN_FORCE_RELOAD')}</Button>
    </Paper>
  )
}

interface BoundaryProps { path: string, children: ReactNode }

class ScreenBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError (): { failed: boolean } { return { failed: true } }

  componentDidCatch (error: unknown): void { console.error(error) }

  componentDidUpdate (previous: BoundaryProps): void {
    // Going to another screen tries again.
    if (this.state.failed && previous.path !== this.props.path) this.setState({ failed: false })
  }

  render (): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children
  }
}

/** The routed screen, or the error above when it throws; leaving for another screen clears it. */
export function RouteErrorBoundary () {
  const { pathname } = useLocation()
  return <ScreenBoundary path={pathname}><Outlet /></ScreenBoundary>
}
