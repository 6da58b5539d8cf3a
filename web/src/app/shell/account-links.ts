import type { SvgIconComponent } from '@/components/icons'
import { AccountBalanceWalletIcon, CreditCardIcon, DeleteForeverIcon, DownloadIcon, HistoryIcon, LocationOnIcon, LockIcon, PolicyIcon, RecyclingIcon, RouterIcon, SecurityIcon } from '@/components/icons'

/** A menu entry: either a client route (`to`) or a server page needing a full reload (`href`). */
export interface ShellLink {
  id: string
  labelKey: string
  icon: SvgIconComponent
  to?: string
  href?: string
}

/** The top bar's orders-and-payment submenu. */
export const ORDERS_AND_PAYMENT_LINKS: ShellLink[] = [
  { id: 'orderHistoryMenuItem', labelKey: 'NAV_ORDER_HISTORY', icon: HistoryIcon, to: '/order-history' },
  { id: 'recycleMenuItem', labelKey: 'NAV_RECYCLE', icon: RecyclingIcon, to: '/recycle' },
  { id: 'addressMenuItem', labelKey: 'NAV_MY_SAVED_ADDRESSES', icon: LocationOnIcon, to: '/address/saved' },
  { id: 'paymentMenuItem', labelKey: 'NAV_MY_PAYMENT_OPTIONS', icon: CreditCardIcon, to: '/saved-payment-methods' },
  { id: 'walletMenuItem', labelKey: 'NAV_DIGITAL_WALLET', icon: AccountBalanceWalletIcon, to: '/wallet' }
]

/** The top bar's privacy-and-security submenu; data erasure is a server page. */
export const PRIVACY_AND_SECURITY_LINKS: ShellLink[] = [
  { id: 'privacyPolicyMenuItem', labelKey: 'NAV_PRIVACY_POLICY', icon: PolicyIcon, to: '/privacy-security/privacy-policy' },
  { id: 'dataExportMenuItem', labelKey: 'NAV_REQUEST_DATA_EXPORT', icon: DownloadIcon, to: '/privacy-security/data-export' },
  { id: 'dataErasureMenuItem', labelKey: 'NAV_REQUEST_DATA_ERASURE', icon: DeleteForeverIcon, href: './dataerasure' },
  { id: 'changePasswordMenuItem', labelKey: 'NAV_CHANGE_PASSWORD', icon: LockIcon, to: '/privacy-security/change-password' },
  { id: 'twoFactorMenuItem', labelKey: 'NAV_TWO_FACTOR_AUTHENTICATION', icon: SecurityIcon, to: '/privacy-security/two-factor-authentication' },
  { id: 'lastLoginIpMenuItem', labelKey: 'NAV_LAST_LOGIN_IP', icon: RouterIcon, to: '/privacy-security/last-login-ip' }
]

/** The server-rendered profile page is reached by a full page load, not a route. */
export const PROFILE_HREF = './profile'
