import type { ChallengeFamily } from './detectors.js'
import { addressAccessFamily } from './families/address-access.js'
import { adminSectionFamily } from './families/admin-section.js'
import { basketAccessFamily } from './families/basket-access.js'
import { checkoutAbuseFamily } from './families/checkout-abuse.js'
import { orderLeaksFamily } from './families/order-leaks.js'
import { premiumPaywallFamily } from './families/premium-paywall.js'
import { redirectsFamily } from './families/redirects.js'
import { walletAbuseFamily } from './families/wallet-abuse.js'
import { closeNotificationsFamily } from './families/close-notifications.js'
import { domXssFamily } from './families/dom-xss.js'
import { loginInjectionFamily } from './families/login-injection.js'
import { progressCodesFamily } from './families/progress-codes.js'
import { scoreBoardFamily } from './families/score-board.js'
import { verboseErrorsFamily } from './families/verbose-errors.js'

/** Every challenge family; each registers its own detectors on each shop instance. */
export const challengeFamilies: readonly ChallengeFamily[] = Object.freeze([
  scoreBoardFamily,
  loginInjectionFamily,
  verboseErrorsFamily,
  domXssFamily,
  adminSectionFamily,
  progressCodesFamily,
  closeNotificationsFamily,
  basketAccessFamily,
  checkoutAbuseFamily,
  walletAbuseFamily,
  addressAccessFamily,
  orderLeaksFamily,
  redirectsFamily,
  premiumPaywallFamily
])
