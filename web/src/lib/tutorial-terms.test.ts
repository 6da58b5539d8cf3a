import { describe, expect, it } from 'vitest'

/*
 * The hacking instructor names the shop's screens as the reader's UI does: a tutorial that says
 * "Score Board" beside a menu that says "Punkteübersicht" sends a German player looking for a
 * word that is nowhere on screen.
 */
type Texts = Record<string, string>
const ui = import.meta.glob<Texts>('../../public/assets/i18n/*.json', { eager: true, import: 'default' })
const tutorials = import.meta.glob<Texts>('../../public/assets/i18n/tutorials/*.json', { eager: true, import: 'default' })
const languageOf = (file: string): string => /([\w-]+)\.json$/.exec(file)![1]
const uiTexts = new Map(Object.entries(ui).map(([file, texts]) => [languageOf(file), texts]))
const tutorialTexts = new Map(Object.entries(tutorials).map(([file, texts]) => [languageOf(file), texts]))
const english = tutorialTexts.get('en')!

/** The prose a player reads: route and field tokens (`[[score-board]]`) are typed, not read. */
const prose = (text: string): string => text.replace(/\[\[[^\]]*\]\]/g, ' ')
/** Whether `text` names `term`, allowing an inflected ending (Polish "Tablicę wyników" for "Tablica wyników"). */
function names (text: string, term: string): boolean {
  const stems = term.toLocaleLowerCase().split(/\s+/).map(word => word.length > 3 ? word.slice(0, -1) : word)
  const lower = text.toLocaleLowerCase()
  let from = 0
  for (const stem of stems) {
    const at = lower.indexOf(stem, from)
    if (at < 0) return false
    from = at + stem.length
  }
  return true
}
/** Steps whose English prose speaks of the score board, by name. */
const mentions = Object.keys(english).filter(key => /score board/i.test(prose(english[key])))

describe('tutorials call the score board what the UI calls it', () => {
  it('English mentions it in several steps', () => {
    expect(mentions.length).toBeGreaterThanOrEqual(3)
    expect(mentions).toContain('scoreBoardChallenge_1')
  })

  it.each([...tutorialTexts.keys()].filter(language => language !== 'en'))('in %s', language => {
    const term = uiTexts.get(language)?.NAV_SCORE_BOARD ?? ''
    expect(term, `${language}.json names the score board`).not.toBe('')
    const texts = tutorialTexts.get(language)!
    const misnamed = mentions.filter(key => texts[key] !== undefined && !names(prose(texts[key]), term))
    expect(misnamed, `steps that do not say "${term}"`).toEqual([])
    // The English name may stand only as a gloss in lower case ("« score board » en anglais").
    const english = Object.keys(texts).filter(key => /Score Board/.test(prose(texts[key])))
    expect(term === 'Score Board' ? [] : english, 'steps that call it "Score Board"').toEqual([])
  })
})
