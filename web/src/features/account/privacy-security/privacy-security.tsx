import { DeleteForeverIcon, DownloadIcon, LockIcon, PolicyIcon, RouterIcon, SecurityIcon } from '@/components/icons'
import type { SvgIconComponent } from '@/components/icons'
import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet, useLocation } from 'react-router'
import { useSession } from '@/lib/session'

interface SideLink { id: string, labelKey: string, icon: SvgIconComponent, to?: string, href?: string, needsLogin: boolean }

// Data erasure is a server-rendered page, reached by a full page load like the profile.
const LINKS: SideLink[] = [
  { id: 'privacyPolicyLink', labelKey: 'NAV_PRIVACY_POLICY', icon: PolicyIcon, to: 'privacy-policy', needsLogin: false },
  { id: 'dataExportLink', labelKey: 'NAV_REQUEST_DATA_EXPORT', icon: DownloadIcon, to: 'data-export', needsLogin: true },
  { id: 'dataErasureLink', labelKey: 'NAV_REQUEST_DATA_ERASURE', icon: DeleteForeverIcon, href: './dataerasure', needsLogin: true },
  { id: 'changePasswordLink', labelKey: 'NAV_CHANGE_PASSWORD', icon: LockIcon, to: 'change-password', needsLogin: true },
  { id: 'twoFactorLink', labelKey: 'NAV_TWO_FACTOR_AUTHENTICATION', icon: SecurityIcon, to: 'two-factor-authentication', needsLogin: true },
  { id: 'lastLoginIpLink', labelKey: 'NAV_LAST_LOGIN_IP', icon: RouterIcon, to: 'last-login-ip', needsLogin: true }
]

/** Container of the privacy and security child routes: their links beside (on phones above) the page. */
export default function PrivacySecurity () {
  const { t } = useTranslation()
  const { isLoggedIn } = useSession()
  const { pathname } = useLocation()
  const links = LINKS.filter(link => isLoggedIn || !link.needsLogin)

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: 'flex-start' }}>
      <Paper component="nav" aria-label={t('TITLE_PRIVACY_AND_SECURITY')} sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0, position: { md: 'sticky' }, top: { md: 80 } }}>
        <Typography variant="overline" component="h1" sx={{ px: 2, pt: 1.5, display: 'block', color: 'text.secondary' }}>
          {t('TITLE_PRIVACY_AND_SECURITY')}
        </Typography>
        <List dense sx={{ display: { xs: 'flex', md: 'block' }, overflowX: { xs: 'auto', md: 'visible' }, py: 0.5 }}>
          {links.map(({ id, labelKey, icon: Icon, to, href }) => {
            const selected = to !== undefined && pathname.endsWith(`/${to}`)
            const linkProps = to !== undefined ? { component: NavLink, to } : { component: 'a', href }
            return (
              <ListItem key={id} disablePadding sx={{ width: { xs: 'auto', md: '100%' }, flexShrink: 0 }}>
                <ListItemButton id={id} {...linkProps} selected={selected} sx={{ borderRadius: 1, mx: 0.5 }}>
                  <ListItemIcon sx={{ minWidth: 36 }}><Icon fontSize="small" color={selected ? 'primary' : 'inherit'} /></ListItemIcon>
                  <ListItemText primary={t(labelKey)} slotProps={{ primary: { noWrap: true } }} />
                </ListItemButton>
              </ListItem>
            )
          })}
        </List>
      </Paper>
      <Box sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
        <Outlet />
      </Box>
    </Box>
  )
}
