import type { ChallengeFamily } from './detectors.js'
import { accountDisclosureFamily } from './families/account-disclosure.js'
import { adminSectionFamily } from './families/admin-section.js'
import { closeNotificationsFamily } from './families/close-notifications.js'
import { domXssFamily } from './families/dom-xss.js'
import { loginInjectionFamily } from './families/login-injection.js'
import { progressCodesFamily } from './families/progress-codes.js'
import { registrationFamily } from './families/registration.js'
import { scoreBoardFamily } from './families/score-board.js'
import { sessionTokensFamily } from './families/session-tokens.js'
import { verboseErrorsFamily } from './families/verbose-errors.js'
import { weakPasswordsFamily } from './families/weak-passwords.js'

/** Every challenge family; each registers its own detectors on each shop instance. */
export const challengeFamilies: readonly ChallengeFamily[] = Object.freeze([
  scoreBoardFamily,
  loginInjectionFamily,
  verboseErrorsFamily,
  domXssFamily,
  adminSectionFamily,
  progressCodesFamily,
  closeNotificationsFamily,
  weakPasswordsFamily,
  registrationFamily,
  accountDisclosureFamily,
  sessionTokensFamily
])
