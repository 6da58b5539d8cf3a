/** Where the bubble sits relative to its fixture (MUI Popper placements we use). */
export type BubblePlacement = 'top' | 'bottom' | 'left' | 'right' | 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end'

/** Where the player is, as the router reports it: path without the hash, query string with '?'. */
export interface TutorialLocation {
  pathname: string
  search: string
}

/**
 * What makes a step advance. Each kind is matched against the signals the runtime collects, so the
 * decision itself stays a pure function (see resolvers.ts).
 */
export type StepResolver =
  /** The player clicks the fixture (or something inside it). */
  | { kind: 'click' }
  /** The value of the fixture input satisfies the predicate. */
  | { kind: 'input'; matches: (value: string) => boolean }
  /** The route satisfies the predicate, e.g. the player typed a path into the address bar. */
  | { kind: 'route'; matches: (location: TutorialLocation) => boolean }
  /** Time passes; for steps that only explain. */
  | { kind: 'delay'; ms: number }
  /** The player presses the bubble's own continue button. */
  | { kind: 'next' }
  /** The server announces the tutorial's challenge as solved (or already knows it is). */
  | { kind: 'solved' }
  /** The logged-in user has this role (read from the token). */
  | { kind: 'role'; role: string }

export interface TutorialStep {
  /**
   * Bubble text in English. `**bold**` and `[[code]]` are rendered as emphasis; nothing else is
   * markup. Other languages translate it in `assets/i18n/tutorials/<lang>.json` under
   * `tutorialTextKey`; the English file there is this text, kept equal by a test.
   */
  text: string
  /**
   * CSS selector of the element the bubble points at; a list gives alternatives, best first (the
   * first one that is on screen wins). None: a centred bubble.
   */
  fixture?: string | readonly string[]
  placement?: BubblePlacement
  resolver: StepResolver
  /** Offers "skip this step" for steps that are helpful but not needed to solve the challenge. */
  skippable?: boolean
}

export interface TutorialScript {
  /** The challenge's name exactly as the catalogue writes it; the hacking-instructor URL uses it. */
  name: string
  /** The challenge key, for the realtime solved event and the status lookup. */
  key: string
  /** The catalogue's tutorial order (T column). */
  order: number
  steps: TutorialStep[]
}

/** The translation key of a step's text: challenge key and step number, e.g. `scoreBoardChallenge_1`. */
export function tutorialTextKey (script: Pick<TutorialScript, 'key'>, index: number): string {
  return `${script.key}_${index + 1}`
}
