import i18next from 'i18next'
import { http, HttpResponse } from 'msw'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import de from '../../../../public/assets/i18n/de.json'
import en from '../../../../public/assets/i18n/en.json'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import type { Challenge } from '../api/get-challenges'
import { fetchLearningPaths, type LearningPath } from '@/features/meta/api/get-learning-paths'
import { LearningPathPanel } from './learning-path-panel'
import { pathProgress } from './learning-path'

const server = mockShopServer()
const i18n = i18next.createInstance()
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en }, de: { translation: de } }, interpolation: { escapeValue: false } })
})

function challenge (key: string, solved: boolean, difficulty = 1): Challenge {
  return {
    id: key.length, key, name: `Name of ${key}`, category: 'Injection', difficulty, description: `<p>Do ${key}</p>`,
    tags: null, hint: null, hintUrl: null, mitigationUrl: null, solved, disabledEnv: null, tutorialOrder: null,
    hasTutorial: false, hasSnippet: false, hasCodingChallenge: false, codingChallengeStatus: 0, cwe: [89], owaspTop10: 'A03', owaspApiTop10: null, hints: []
  }
}

const injection: LearningPath = { id: 'injection', name: 'Injection from zero to hero', description: 'From the server.', challenges: ['aChallenge', 'bChallenge', 'cChallenge', 'goneChallenge'] }
const custom: LearningPath = { id: 'class-of-2026', name: 'Our own path', description: 'A trainer-made path.', challenges: ['cChallenge'] }
const listing = [challenge('cChallenge', false, 3), challenge('bChallenge', false, 2), challenge('aChallenge', true)]

function render (selected: string | null, lng = 'en'): string {
  void i18n.changeLanguage(lng)
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n },
    createElement(LearningPathPanel, { paths: [injection, custom], challenges: listing, selected, onSelect: () => {} })))
}

describe('learning paths on the score board', () => {
  it('fetches the paths from GET /api/LearningPaths', async () => {
    server.use(http.get(shopUrl('api/LearningPaths'), () => HttpResponse.json({ status: 'success', data: [injection, custom] })))
    expect(await fetchLearningPaths()).toEqual([injection, custom])
  })

  it('counts progress in path order, skipping keys the listing does not have', () => {
    expect(pathProgress(injection, listing)).toMatchObject({ solved: 1, total: 3, next: { key: 'bChallenge' } })
    expect(pathProgress(injection, listing.map(c => ({ ...c, solved: true })))).toMatchObject({ solved: 3, total: 3, next: null })
  })

  it('shows the chosen path\'s progress and its next unsolved challenge', () => {
    const html = render('injection')
    expect(html).toContain('1 of 3 solved')
    expect(html).toMatch(/data-testid="learning-path-next".*Name of bChallenge.*Do bChallenge/)
    expect(html).not.toContain('Name of cChallenge')
    expect(html).toContain('Injection from zero to hero')
  })

  it('fills the progress bar by the share solved, and leaves it empty for a path with no step in this shop', () => {
    expect(render('injection')).toMatch(/role="progressbar"[^>]*aria-valuenow="33"/)
    const empty: LearningPath = { id: 'elsewhere', name: 'Elsewhere', description: 'Another shop.', challenges: ['goneChallenge'] }
    const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n },
      createElement(LearningPathPanel, { paths: [empty], challenges: listing, selected: 'elsewhere', onSelect: () => {} })))
    expect(html).toContain('0 of 0 solved')
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="0"/)
  })

  it('says so when every challenge of the path is solved', () => {
    const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n },
      createElement(LearningPathPanel, { paths: [custom], challenges: listing.map(c => ({ ...c, solved: true })), selected: 'class-of-2026', onSelect: () => {} })))
    expect(html).toContain('1 of 1 solved')
    expect(html).toContain('Path complete')
    expect(html).not.toContain('learning-path-next')
  })

  it('speaks German, and falls back to the server\'s text for a path without translation', () => {
    expect(render('injection', 'de')).toContain('1 von 3 gelöst')
    expect(render('injection', 'de')).toContain('Injection vom Anfänger zum Profi')
    expect(render('class-of-2026', 'de')).toContain('A trainer-made path.')
  })

  it('treats a stored path the server no longer offers as none', () => {
    const html = render('retired-path')
    expect(html).toContain('Pick a path')
    expect(html).not.toContain('learning-path-progress')
  })
})
