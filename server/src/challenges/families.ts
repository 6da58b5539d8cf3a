import type { ChallengeFamily } from './detectors.js'
import { adminSectionFamily } from './families/admin-section.js'
import { domXssFamily } from './families/dom-xss.js'
import { loginInjectionFamily } from './families/login-injection.js'
import { scoreBoardFamily } from './families/score-board.js'
import { verboseErrorsFamily } from './families/verbose-errors.js'

/** Every challenge family; each registers its own detectors on each shop instance. */
export const challengeFamilies: readonly ChallengeFamily[] = Object.freeze([
  scoreBoardFamily,
  loginInjectionFamily,
  verboseErrorsFamily,
  domXssFamily,
  adminSectionFamily
])
