import { EmojiEventsIcon, MenuIcon } from '@/components/icons'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { Suspense, lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useApplicationVersion } from '@/features/meta/api/get-application-version'
import { SCORE_BOARD_CHALLENGE_NAME, useChallengeSolvedByName } from '@/features/meta/api/get-challenge-solved'
import { useSession } from '@/lib/session'
import { AccountMenu } from './account-menu'
import { AppLogo } from './app-logo'
import { LanguageMenu } from './language-menu'
import { SearchBox } from './search-box'
import { useIsSmallScreen } from './use-is-small-screen'

// Only customers who are logged in see it, so it stays out of a first visit.
const BasketButton = lazy(() => import('./basket-button'))

export function TopBar ({ onMenuClick }: { onMenuClick: () => void }) {
  const { t } = useTranslation()
  const { isLoggedIn } = useSession()
  const small = useIsSmallScreen()
  const scoreBoardSolved = useChallengeSolvedByName(SCORE_BOARD_CHALLENGE_NAME)
  // Wide screens show it here; phones in the side menu's footer.
  const { data: version } = useApplicationVersion()

  return (
    <AppBar position="sticky" elevation={2}>
      {/* Tighter on phones: a customer's bar with basket, trophy and language must fit 390 px. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <IconButton id="sideMenuButton" edge="start" color="inherit" aria-label={t('NAV_OPEN_MENU')} onClick={onMenuClick}>
          <MenuIcon />
        </IconButton>
        <AppLogo />
        <Box sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }} />
        <SearchBox />
        {/* Below 960 px the side menu carries the account entries instead. */}
        {!small && <AccountMenu />}
        {isLoggedIn && <Suspense fallback={null}><BasketButton compact={small} /></Suspense>}
        {scoreBoardSolved && (
          <IconButton component={Link} to="/score-board" color="inherit" aria-label={t('NAV_SCORE_BOARD')} title={t('NAV_SCORE_BOARD')}>
            <EmojiEventsIcon />
          </IconButton>
        )}
        <LanguageMenu />
        {version && (
          <Typography id="topBarVersion" variant="caption" sx={{ display: { xs: 'none', md: 'block' }, opacity: 0.85, whiteSpace: 'nowrap' }}>
            {t('FOOTER_VERSION', { version })}
          </Typography>
        )}
      </Toolbar>
    </AppBar>
  )
}
