import type { TutorialScript } from '../engine/tutorial-types'
import { adminByApostropheTutorial } from './admin-by-apostrophe'
import { backOfficeTutorial } from './back-office'
import { borrowedIdentityTutorial } from './borrowed-identity'
import { guessableGatekeeperTutorial } from './guessable-gatekeeper'
import { leftInTheBundleTutorial } from './left-in-the-bundle'
import { boardMinutesTutorial } from './board-minutes'
import { finePrintTutorial } from './fine-print'
import { ghostwriterTutorial } from './ghostwriter'
import { jukeboxInTheSearchTutorial } from './jukebox-in-the-search'
import { loudFailureTutorial } from './loud-failure'
import { noStarsGivenTutorial } from './no-stars-given'
import { scoreBoardTutorial } from './score-board'
import { searchBoxScriptTutorial } from './search-box-script'
import { someoneElsesCartTutorial } from './someone-elses-cart'
import { trackingEchoTutorial } from './tracking-echo'

/** Every tutorial the instructor knows; a later challenge adds its script here. */
export const TUTORIAL_SCRIPTS: readonly TutorialScript[] = [
  scoreBoardTutorial,
  finePrintTutorial,
  searchBoxScriptTutorial,
  loudFailureTutorial,
  adminByApostropheTutorial,
  backOfficeTutorial,
  leftInTheBundleTutorial,
  guessableGatekeeperTutorial,
  borrowedIdentityTutorial,
  jukeboxInTheSearchTutorial,
  noStarsGivenTutorial,
  ghostwriterTutorial,
  trackingEchoTutorial,
  someoneElsesCartTutorial,
  boardMinutesTutorial
]
