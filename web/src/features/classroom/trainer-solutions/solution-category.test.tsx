// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { createInstance } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SolutionText } from '@/components/solution/solution-text'
import type { Solution } from '@/components/solution/solution-types'
import de from '../../../../public/assets/i18n/de.json'
import { SolutionList } from './solution-list'

/** German texts: a category the server sends in English must reach the reader in German. */
function inGerman (children: ReactNode) {
  const i18n = createInstance()
  void i18n.use(initReactI18next).init({
    lng: 'de', resources: { de: { translation: de } }, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false }, initAsync: false, showSupportNotice: false
  })
  return render(<I18nextProvider i18n={i18n}><MemoryRouter>{children}</MemoryRouter></I18nextProvider>)
}

const SOLUTION: Solution = {
  key: 'accessLogChallenge', name: 'Reading the Logbook', category: 'Observability Failures', difficulty: 1, cwe: [532], owaspTop10: 'A09',
  notice: 'n', steps: ['s'], requests: [], why: 'w', detection: 'd', fix: 'f'
}
const GERMAN = de.CATEGORY_OBSERVABILITY_FAILURES

describe('solution texts name the category in the reader\'s language', () => {
  it('the solution dialog\'s category chip', () => {
    expect(GERMAN).not.toBe('Observability Failures')
    inGerman(<SolutionText solution={SOLUTION} />)
    expect(within(screen.getByTestId('solution-text')).getByText(GERMAN)).toBeTruthy()
    expect(screen.queryByText('Observability Failures')).toBeNull()
  })

  it('the trainer\'s list: section heading and its name for screen readers', () => {
    inGerman(<SolutionList solutions={[SOLUTION]} />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(GERMAN)
    expect(screen.getByRole('region', { name: GERMAN })).toBeTruthy()
    // Every link of the list sits in a list item (axe's `list` rule).
    expect(screen.getByRole('link').parentElement?.tagName).toBe('LI')
  })
})
