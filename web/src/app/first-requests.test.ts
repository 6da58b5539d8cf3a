// @vitest-environment happy-dom
import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const started = vi.hoisted(() => ({ urls: [] as string[], api: [] as unknown[][] }))
vi.mock('@/lib/early-requests', () => ({ startEarly: (url: string) => { started.urls.push(url) } }))
vi.mock('@/lib/api-client', async importOriginal => ({
  ...await importOriginal<typeof import('@/lib/api-client')>(),
  startEarlyApiFetch: (...args: unknown[]) => { started.api.push(args) }
}))

beforeEach(() => {
  started.urls.length = 0
  started.api.length = 0
  vi.resetModules()
})
afterEach(() => {
  Cookies.remove('language')
  window.location.hash = ''
})

/** What the page asks for before the app is loaded, opened at `hash`. */
async function firstRequests (hash: string) {
  window.location.hash = hash
  await import('./first-requests')
  return { translations: [...started.urls], api: [...started.api] }
}

const SHELL = [
  ['rest/admin/application-configuration'],
  ['rest/languages'],
  ['api/Challenges/', { name: 'Score Board' }]
]

describe('the first requests', () => {
  it('ask for the English texts, the shell\'s data and the landing screen\'s products', async () => {
    const { translations, api } = await firstRequests('')
    expect(translations).toEqual(['http://shop.test/assets/i18n/en.json'])
    expect(api).toEqual([...SHELL, ['rest/products/search', { q: '' }], ['api/Quantitys/']])
  })

  it('ask for the products of the search in the address', async () => {
    const { api } = await firstRequests('#/search?q=lemon')
    expect(api).toContainEqual(['rest/products/search', { q: 'lemon' }])
  })

  it('leave the products out on another screen', async () => {
    const { api } = await firstRequests('#/score-board')
    expect(api).toEqual(SHELL)
  })

  it('ask for the chosen language, and English for what it lacks', async () => {
    Cookies.set('language', 'de')
    const { translations } = await firstRequests('#/score-board')
    expect(translations).toEqual(['http://shop.test/assets/i18n/de.json', 'http://shop.test/assets/i18n/en.json'])
  })
})
