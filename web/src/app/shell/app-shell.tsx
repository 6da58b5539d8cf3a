import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Cookies from 'js-cookie'
import { Suspense, lazy, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { HackingInstructorMount } from '@/features/hacking-instructor/instructor-mount'
import { NotificationsHost } from '@/features/notifications/notifications-host/notifications-host'
import { TopBar } from './top-bar'
import { WELCOME_COOKIE, WELCOME_DISMISSED } from './welcome-cookie'

// Loaded only when needed: the drawer on first open, the welcome dialog for visitors who have not dismissed it.
const SideMenu = lazy(() => import('./side-menu'))
const WelcomeDialog = lazy(() => import('./welcome-dialog'))
// Classroom mode only: the join guard, trainer notices and the team's reset.
const ClassroomShell = lazy(async () => ({ default: (await import('../classroom')).ClassroomShell }))
// Focus handling for route changes, fetched with the first change rather than with the first page.
const RouteFocus = lazy(() => import('./route-focus'))

/** Layout of every route: top bar, side menu, the routed screen and the welcome overlay. */
export function AppShell () {
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuUsed, setMenuUsed] = useState(false)
  const [welcomePending] = useState(() => Cookies.get(WELCOME_COOKIE) !== WELCOME_DISMISSED)
  const classroom = useApplicationConfiguration().data?.classroom?.enabled === true
  const { pathname } = useLocation()
  const [startPath] = useState(pathname)
  const [routeChanged, setRouteChanged] = useState(false)
  if (!routeChanged && pathname !== startPath) setRouteChanged(true)

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <TopBar onMenuClick={() => { setMenuUsed(true); setMenuOpen(true) }} />
      <NotificationsHost />
      {menuUsed && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => { setMenuOpen(false) }} />
        </Suspense>
      )}
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 1, sm: 2, md: 3 } }}>
        <Suspense fallback={<LinearProgress color="secondary" />}>
          <Outlet />
        </Suspense>
      </Box>
      {welcomePending && (
        <Suspense fallback={null}>
          <WelcomeDialog />
        </Suspense>
      )}
      <HackingInstructorMount />
      {classroom && (
        <Suspense fallback={null}>
          <ClassroomShell />
        </Suspense>
      )}
      {routeChanged && <Suspense fallback={null}><RouteFocus /></Suspense>}
    </Box>
  )
}
