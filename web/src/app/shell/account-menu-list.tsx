import { LoginIcon, LogoutIcon, PaymentsIcon, PersonIcon, ReceiptLongIcon, ShieldIcon } from '@/components/icons'
import Divider from '@mui/material/Divider'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSession } from '@/lib/session'
import { ORDERS_AND_PAYMENT_LINKS, PRIVACY_AND_SECURITY_LINKS, PROFILE_HREF } from './account-links'
import { AccountSubmenu } from './account-submenu'
import { ShellMenuItem } from './shell-menu-item'
import { useLogout } from './use-logout'

const SUBMENUS = [
  { id: 'ordersAndPaymentMenuItem', labelKey: 'NAV_ORDERS_AND_PAYMENT', icon: PaymentsIcon, links: ORDERS_AND_PAYMENT_LINKS },
  { id: 'privacyAndSecurityMenuItem', labelKey: 'NAV_PRIVACY_AND_SECURITY', icon: ShieldIcon, links: PRIVACY_AND_SECURITY_LINKS }
]

/** The account entries; loaded with the first opening (or hover) of the account button. */
export default function AccountMenuList ({ anchor, onClose: close }: { anchor: HTMLElement | null, onClose: () => void }) {
  const { t } = useTranslation()
  const { isLoggedIn, user, hasRole } = useSession()
  const logout = useLogout()

  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
      {isLoggedIn
        ? [
            <MenuItem key="profile" id="profileMenuItem" component="a" href={PROFILE_HREF} onClick={close}>
              <ListItemIcon><PersonIcon fontSize="small" /></ListItemIcon>
              <ListItemText primary={user?.email ?? t('NAV_PROFILE')} secondary={t('NAV_PROFILE')} />
            </MenuItem>,
            hasRole('accounting') && (
              <ShellMenuItem
                key="accounting"
                link={{ id: 'accountingMenuItem', labelKey: 'NAV_ACCOUNTING', icon: ReceiptLongIcon, to: '/accounting' }}
                onSelect={close}
              />
            ),
            ...SUBMENUS.map(submenu => <AccountSubmenu key={submenu.id} {...submenu} onSelect={close} />),
            <Divider key="divider" />,
            <MenuItem key="logout" id="navbarLogoutButton" onClick={() => { close(); void logout() }}>
              <ListItemIcon><LogoutIcon fontSize="small" /></ListItemIcon>
              <ListItemText>{t('NAV_LOGOUT')}</ListItemText>
            </MenuItem>
          ]
        : (
            <MenuItem id="navbarLoginButton" component={Link} to="/login" onClick={close}>
              <ListItemIcon><LoginIcon fontSize="small" /></ListItemIcon>
              <ListItemText>{t('NAV_LOGIN')}</ListItemText>
            </MenuItem>
          )}
    </Menu>
  )
}
