import type { ChallengeFamily } from './detectors.js'
import { accountDisclosureFamily } from './families/account-disclosure.js'
import { addressAccessFamily } from './families/address-access.js'
import { adminSectionFamily } from './families/admin-section.js'
import { b2bOrdersFamily } from './families/b2b-orders.js'
import { chatbotFamily } from './families/chatbot.js'
import { castTrailsFamily } from './families/cast-trails.js'
import { catalogueInjectionFamily } from './families/catalogue-injection.js'
import { feedbackAbuseFamily } from './families/feedback-abuse.js'
import { configurationFamily } from './families/configuration.js'
import { accessLogsFamily } from './families/access-logs.js'
import { disclosureFamily } from './families/disclosure.js'
import { ftpFolderFamily } from './families/ftp-folder.js'
import { hiddenPlacesFamily } from './families/hidden-places.js'
import { photoWallFamily } from './families/photo-wall.js'
import { plantedSecretsFamily } from './families/planted-secrets.js'
import { reviewAbuseFamily } from './families/review-abuse.js'
import { basketAccessFamily } from './families/basket-access.js'
import { checkoutAbuseFamily } from './families/checkout-abuse.js'
import { orderLeaksFamily } from './families/order-leaks.js'
import { premiumPaywallFamily } from './families/premium-paywall.js'
import { redirectsFamily } from './families/redirects.js'
import { walletAbuseFamily } from './families/wallet-abuse.js'
import { closeNotificationsFamily } from './families/close-notifications.js'
import { dataExportFamily } from './families/data-export.js'
import { domXssFamily } from './families/dom-xss.js'
import { loginInjectionFamily } from './families/login-injection.js'
import { promotionFamily } from './families/promotion.js'
import { privacyPagesFamily } from './families/privacy-pages.js'
import { profileFamily } from './families/profile.js'
import { progressCodesFamily } from './families/progress-codes.js'
import { recycleFamily } from './families/recycle.js'
import { registrationFamily } from './families/registration.js'
import { scoreBoardFamily } from './families/score-board.js'
import { sessionTokensFamily } from './families/session-tokens.js'
import { staffFamily } from './families/staff.js'
import { twoFactorFamily } from './families/two-factor.js'
import { uploadsFamily } from './families/uploads.js'
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
  registrationFamily,
  accountDisclosureFamily,
  sessionTokensFamily,
  profileFamily,
  privacyPagesFamily,
  uploadsFamily,
  twoFactorFamily,
  staffFamily,
  recycleFamily,
  chatbotFamily,
  dataExportFamily,
  feedbackAbuseFamily,
  plantedSecretsFamily,
  reviewAbuseFamily,
  catalogueInjectionFamily,
  hiddenPlacesFamily,
  castTrailsFamily,
  photoWallFamily,
  basketAccessFamily,
  checkoutAbuseFamily,
  walletAbuseFamily,
  addressAccessFamily,
  orderLeaksFamily,
  redirectsFamily,
  premiumPaywallFamily,
  ftpFolderFamily,
  disclosureFamily,
  configurationFamily,
  accessLogsFamily,
  b2bOrdersFamily,
  promotionFamily
])
