import { ChatIcon, EmojiEventsIcon, FeedbackIcon, GitHubIcon, InfoIcon, PhotoLibraryIcon, ReportProblemIcon, SchoolIcon, WorkspacePremiumIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import List from '@mui/material/List'
import ListSubheader from '@mui/material/ListSubheader'
import { Suspense, lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { startTutorial } from '@/features/hacking-instructor/tutorial-store'
import { useApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { SCORE_BOARD_CHALLENGE_NAME, useChallengeSolvedByName } from '@/features/meta/api/get-challenge-solved'
import { useSession } from '@/lib/session'
import { SideMenuAccount } from './side-menu-account'
import { SideMenuFooter } from './side-menu-footer'
import { SideMenuLink } from './side-menu-link'
import { useIsSmallScreen } from './use-is-small-screen'

export const SIDE_MENU_WIDTH = 280

// Classroom mode only: the team's name, leaving it, the leaderboard.
const TeamMenu = lazy(() => import('@/features/classroom/host/team-menu'))

export default function SideMenu ({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const { isLoggedIn } = useSession()
  const small = useIsSmallScreen()
  const { data: config } = useApplicationConfiguration()
  const scoreBoardSolved = useChallengeSolvedByName(SCORE_BOARD_CHALLENGE_NAME)

  const showTutorial = !scoreBoardSolved &&
    config?.application?.welcomeBanner?.showOnFirstStart === true &&
    config?.hackingInstructor?.isEnabled === true
  const gitHubUrl = config?.application?.showGitHubLinks === true ? config.application.gitHubUrl : undefined

  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: SIDE_MENU_WIDTH } } }}>
      <Box component="nav" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }} aria-label={t('NAV_OPEN_MENU')}>
        <List sx={{ flexGrow: 1 }}>
          {small && (
            <>
              <SideMenuAccount onNavigate={onClose} />
              <Divider component="li" aria-hidden sx={{ my: 1 }} />
            </>
          )}
          {config?.classroom?.enabled === true && (
            <Suspense fallback={null}>
              <TeamMenu onNavigate={onClose} />
            </Suspense>
          )}
          <ListSubheader disableSticky>{t('NAV_CONTACT_SECTION')}</ListSubheader>
          <SideMenuLink link={{ id: 'contactMenuItem', labelKey: 'NAV_CONTACT', icon: FeedbackIcon, to: '/contact' }} onNavigate={onClose} />
          {isLoggedIn && (
            <>
              <SideMenuLink link={{ id: 'complainMenuItem', labelKey: 'NAV_COMPLAIN', icon: ReportProblemIcon, to: '/complain' }} onNavigate={onClose} />
              <SideMenuLink link={{ id: 'chatbotMenuItem', labelKey: 'NAV_CHATBOT', icon: ChatIcon, to: '/chatbot' }} onNavigate={onClose} />
            </>
          )}
          <Divider component="li" aria-hidden sx={{ my: 1 }} />
          <ListSubheader disableSticky>{t('NAV_COMPANY_SECTION')}</ListSubheader>
          <SideMenuLink link={{ id: 'aboutMenuItem', labelKey: 'NAV_ABOUT', icon: InfoIcon, to: '/about' }} onNavigate={onClose} />
          <SideMenuLink link={{ id: 'photoWallMenuItem', labelKey: 'NAV_PHOTO_WALL', icon: PhotoLibraryIcon, to: '/photo-wall' }} onNavigate={onClose} />
          {isLoggedIn && (
            <SideMenuLink link={{ id: 'deluxeMenuItem', labelKey: 'NAV_DELUXE_MEMBERSHIP', icon: WorkspacePremiumIcon, to: '/deluxe-membership' }} onNavigate={onClose} />
          )}
          {(scoreBoardSolved || showTutorial) && (
            <>
              <Divider component="li" aria-hidden sx={{ my: 1 }} />
              <ListSubheader disableSticky>{t('NAV_CHALLENGES_SECTION')}</ListSubheader>
            </>
          )}
          {scoreBoardSolved && (
            <SideMenuLink link={{ id: 'scoreBoardMenuItem', labelKey: 'NAV_SCORE_BOARD', icon: EmojiEventsIcon, to: '/score-board' }} onNavigate={onClose} />
          )}
          {/* Tutorials run on the search screen, like the hacking-instructor route. */}
          {showTutorial && (
            <SideMenuLink
              link={{ id: 'tutorialMenuItem', labelKey: 'NAV_HACKING_TUTORIAL', icon: SchoolIcon, to: '/search' }}
              onNavigate={() => { onClose(); startTutorial({ next: true }) }}
            />
          )}
          {gitHubUrl && (
            <>
              <Divider component="li" aria-hidden sx={{ my: 1 }} />
              <SideMenuLink
                link={{ id: 'gitHubMenuItem', labelKey: 'NAV_GITHUB', icon: GitHubIcon, href: `./redirect?to=${encodeURIComponent(gitHubUrl)}` }}
                onNavigate={onClose}
              />
            </>
          )}
        </List>
        <SideMenuFooter />
      </Box>
    </Drawer>
  )
}
