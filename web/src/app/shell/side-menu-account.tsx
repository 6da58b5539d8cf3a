import { LoginIcon, LogoutIcon, PersonIcon, ReceiptLongIcon } from '@/components/icons'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/session'
import { ORDERS_AND_PAYMENT_LINKS, PRIVACY_AND_SECURITY_LINKS, PROFILE_HREF } from './account-links'
import { SideMenuLink } from './side-menu-link'
import { useLogout } from './use-logout'

/** The top bar's account menu, flattened for small screens. */
export function SideMenuAccount ({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation()
  const { isLoggedIn, user, hasRole } = useSession()
  const logout = useLogout()

  if (!isLoggedIn) {
    return (
      <SideMenuLink
        link={{ id: 'sideNavLoginButton', labelKey: 'NAV_LOGIN', icon: LoginIcon, to: '/login' }}
        onNavigate={onNavigate}
      />
    )
  }

  return (
    <>
      <ListSubheader disableSticky>{t('NAV_ACCOUNT_SECTION')}</ListSubheader>
      <ListItem disablePadding>
        <ListItemButton component="a" href={PROFILE_HREF} onClick={onNavigate}>
          <ListItemIcon><PersonIcon /></ListItemIcon>
          <ListItemText primary={user?.email ?? t('NAV_PROFILE')} secondary={t('NAV_PROFILE')} slotProps={{ primary: { noWrap: true } }} />
        </ListItemButton>
      </ListItem>
      {hasRole('accounting') && (
        <SideMenuLink
          link={{ id: 'sideNavAccounting', labelKey: 'NAV_ACCOUNTING', icon: ReceiptLongIcon, to: '/accounting' }}
          onNavigate={onNavigate}
        />
      )}
      <ListSubheader disableSticky>{t('NAV_ORDERS_AND_PAYMENT')}</ListSubheader>
      {ORDERS_AND_PAYMENT_LINKS.map(link => <SideMenuLink key={link.id} link={link} onNavigate={onNavigate} />)}
      <ListSubheader disableSticky>{t('NAV_PRIVACY_AND_SECURITY')}</ListSubheader>
      {PRIVACY_AND_SECURITY_LINKS.map(link => <SideMenuLink key={link.id} link={link} onNavigate={onNavigate} />)}
      <ListItem disablePadding>
        <ListItemButton id="sideNavLogoutButton" onClick={() => { onNavigate(); void logout() }}>
          <ListItemIcon><LogoutIcon /></ListItemIcon>
          <ListItemText>{t('NAV_LOGOUT')}</ListItemText>
        </ListItemButton>
      </ListItem>
    </>
  )
}
