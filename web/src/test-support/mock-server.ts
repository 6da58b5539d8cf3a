import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'

/** Where the mocked shop lives; requests of the app resolve against it as in a browser tab. */
export const SHOP_ORIGIN = 'http://shop.test'

export const shopUrl = (path: string): string => new URL(path, `${SHOP_ORIGIN}/`).toString()

/**
 * An MSW server for one test file, answering the app's real fetch calls. Pure-function tests run
 * in Node, where the app's relative API paths need a page address: a bare `window.location` stands
 * in (no storage, so requests carry no token). Unhandled requests fail the test.
 */
export function mockShopServer (): ReturnType<typeof setupServer> {
  const server = setupServer()
  beforeAll(() => {
    // Component tests run in happy-dom, whose page address is already the shop (vite.config.ts).
    if (typeof document === 'undefined') vi.stubGlobal('window', { location: { href: `${SHOP_ORIGIN}/` } })
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => { server.resetHandlers() })
  afterAll(() => {
    server.close()
    vi.unstubAllGlobals()
  })
  return server
}
