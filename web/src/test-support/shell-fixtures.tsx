import { act, fireEvent } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Outlet } from 'react-router'
import { expect } from 'vitest'
import type { setupServer } from 'msw/node'
import type { ApplicationConfiguration } from '@shop/contract'
import type { Language } from '@/features/meta/api/get-languages'
import { FakeSocket } from '@/test-support/fake-socket'
import { shopUrl } from '@/test-support/mock-server'
import type { RenderedScreen } from '@/test-support/render-screen'
import { logIn as logInAs } from '@/test-support/shop-session'

/*
 * What the app shell's tests share: the shop's answers to the shell's own requests, a logged-in
 * user of each role, the realtime connection and the screen width.
 */

type ShopServer = ReturnType<typeof setupServer>

interface ConfigOverrides {
  application?: Partial<ApplicationConfiguration['application']>
  challenges?: Partial<ApplicationConfiguration['challenges']>
  hackingInstructor?: Partial<ApplicationConfiguration['hackingInstructor']>
  classroom?: Partial<ApplicationConfiguration['classroom']>
}

/** A shop's public configuration as the server sends it, with what a test is about changed. */
export function shopConfig (over: ConfigOverrides = {}): ApplicationConfiguration {
  return {
    application: {
      name: 'OWASP Juice Shop',
      domain: 'juice-sh.op',
      logo: 'JuiceShop_Logo.png',
      theme: 'orange-grove',
      showGitHubLinks: true,
      gitHubUrl: 'https://github.com/juice-shop/juice-shop',
      altcoinName: 'Juicycoin',
      privacyContactEmail: 'donotreply@owasp-juice.shop',
      welcomeBanner: { showOnFirstStart: true, title: 'Welcome to OWASP Juice Shop!', message: '<p>Being a web application with a vast number of <em>intended</em> vulnerabilities…</p>' },
      social: {},
      googleOauth: { clientId: 'client', authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth', userInfoUrl: 'https://www.googleapis.com/oauth2/v1/userinfo', authorizedRedirects: [] },
      recyclePage: {},
      deluxe: { membershipCost: 49, logo: 'deluxe.png' },
      ...over.application
    },
    challenges: { restrictToTutorialsFirst: false, showSolvedNotifications: true, showHints: true, showSolutions: true, codingChallengesEnabled: 'solved', ...over.challenges },
    hackingInstructor: { isEnabled: true, ...over.hackingInstructor },
    ctf: { showFlagsInNotifications: false, showCountryDetailsInNotifications: 'none' },
    metrics: { scrapers: [] },
    fileStorage: { accountBytes: 1_000_000, shopBytes: 50_000_000 },
    classroom: { enabled: false, ...over.classroom },
    integrations: { loyaltyPartner: { url: 'https://partner.test', apiKey: 'key' } },
    overlay: null
  }
}

export const SHOP_LANGUAGES: Language[] = [
  { key: 'en', lang: 'English', shortKey: 'EN', icons: ['gb'], percentage: 100, gauge: 'full' },
  { key: 'de', lang: 'Deutsch', shortKey: 'DE', icons: ['de'], percentage: 87.6, gauge: 'three-quarters' },
  { key: 'zh_CN', lang: '中文', shortKey: 'CN', icons: ['cn'], percentage: 41, gauge: 'half' }
]

export interface ShellAnswers {
  config?: ApplicationConfiguration | null
  version?: string | null
  scoreBoardSolved?: boolean
  languages?: Language[]
  /** Units per basket line of basket 1. */
  basket?: number[]
}

/** Every request the shell sent, as `METHOD path?query`. */
export type RequestLog = string[]

const serverError = () => HttpResponse.json({ error: 'down' }, { status: 500 })

/**
 * Answers what the top bar, side menu and welcome dialog ask for. `config: null` and
 * `version: null` answer with a server error.
 */
export function serveShell (server: ShopServer, answers: ShellAnswers = {}): RequestLog {
  const log: RequestLog = []
  const { config = shopConfig(), version = '19.0.0', scoreBoardSolved = false, languages = SHOP_LANGUAGES, basket = [] } = answers
  server.events.removeAllListeners('request:start')
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    log.push(`${request.method} ${url.pathname}${url.search}`)
  })
  server.use(
    http.get(shopUrl('rest/admin/application-configuration'), () => config === null ? serverError() : HttpResponse.json({ config })),
    http.get(shopUrl('rest/admin/application-version'), () => version === null ? serverError() : HttpResponse.json({ version })),
    http.get(shopUrl('api/Challenges/'), ({ request }) => {
      const name = new URL(request.url).searchParams.get('name')
      return HttpResponse.json({ status: 'success', data: name === null ? [] : [{ name, key: 'scoreBoardChallenge', solved: scoreBoardSolved }] })
    }),
    http.get(shopUrl('rest/languages'), () => HttpResponse.json(languages)),
    http.get(shopUrl('rest/basket/1'), () => HttpResponse.json({
      status: 'success',
      data: {
        id: 1, UserId: 5, coupon: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
        Products: basket.map((quantity, index) => ({ id: index + 1, name: `Juice ${index + 1}`, BasketItem: { id: index + 1, BasketId: 1, ProductId: index + 1, quantity } }))
      }
    })),
    http.get(shopUrl('rest/saveLoginIp'), () => HttpResponse.json({ lastLoginIp: '10.0.0.1' }))
  )
  return log
}

export const CUSTOMER_EMAIL = 'jim@juice-sh.op'

/** Logs a user of `role` in as the login screen does (token and basket 1). */
export function logIn (role = 'customer', email = CUSTOMER_EMAIL): void {
  act(() => { logInAs({ email, role, bid: 1 }) })
}

/** Stands in for the shop's realtime connection; `vi.mock('@/lib/socket', () => fakeSocketModule)`. */
export const shellSocket = new FakeSocket()

export const fakeSocketModule = {
  getSocket: () => shellSocket,
  onChallengeSolved: (listener: (event: unknown) => void) => {
    shellSocket.on('challenge solved', listener)
    return () => { shellSocket.off('challenge solved', listener) }
  },
  onServerStarted: (listener: () => void) => {
    shellSocket.on('server started', listener)
    return () => { shellSocket.off('server started', listener) }
  }
}

/** Phones and small tablets (below 960 px) get the account entries in the side menu. */
export function setScreenWidth (width: number): void {
  (window as unknown as { happyDOM: { setViewport: (size: { width: number, height: number }) => void } }).happyDOM.setViewport({ width, height: 800 })
}

export const PHONE = 390
export const DESKTOP = 1280

/**
 * Stands in for a lazily loaded screen of another area (`vi.mock(path, () => screenStub('…'))`):
 * the routing tests are about which screen an address opens, not about the screen.
 */
export function screenStub (heading: string) {
  return { default: () => <h1>{heading}</h1> }
}

/** A stand-in screen that shows its child routes, as a layout screen does. */
export function layoutStub (heading: string) {
  return { default: () => <><h1>{heading}</h1><Outlet /></> }
}

/** Stands in for the app shell (`vi.mock('./shell/app-shell', …)`): a top bar, and the routed screen in the main region. */
export const shellStub = {
  AppShell: () => <><header>Shop shell</header><main><Outlet /></main></>
}

/** A client-side link: its target, and that following it gets there. */
export function expectRouteLink (link: HTMLElement, to: string, view: RenderedScreen): void {
  expect(link.getAttribute('href')).toBe(to)
  fireEvent.click(link)
  expect(view.path()).toBe(to)
}
