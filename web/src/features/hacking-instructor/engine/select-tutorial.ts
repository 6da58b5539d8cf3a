import type { TutorialScript } from './tutorial-types'

/**
 * The script for a challenge from the hacking-instructor URL: its English name (the peer's links),
 * compared loosely, or its key (the score board's links, whose shown names may be translated).
 */
export function findTutorial (scripts: readonly TutorialScript[], name: string): TutorialScript | undefined {
  const wanted = name.trim().toLowerCase()
  return scripts.find(script => script.name.toLowerCase() === wanted || script.key.toLowerCase() === wanted)
}

export function byTutorialOrder (scripts: readonly TutorialScript[]): TutorialScript[] {
  return [...scripts].sort((a, b) => a.order - b.order)
}

/**
 * The side menu's choice: the first tutorial, in tutorial order, whose challenge is not solved yet.
 * When every one is solved the first is offered again, so the entry never leads nowhere.
 */
export function nextTutorial (scripts: readonly TutorialScript[], solvedKeys: ReadonlySet<string>): TutorialScript | undefined {
  const ordered = byTutorialOrder(scripts)
  return ordered.find(script => !solvedKeys.has(script.key)) ?? ordered[0]
}
