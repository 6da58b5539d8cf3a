// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { expectRouteLink, serveShell, shopConfig } from '@/test-support/shell-fixtures'
import { AppLogo } from './app-logo'

const server = mockShopServer()

function renderLogo (logo: string, name = 'OWASP Juice Shop') {
  serveShell(server, { config: shopConfig({ application: { logo, name } }) })
  return renderScreen(<AppLogo />, { at: '/basket' })
}

const logoImage = (): HTMLImageElement | null => document.querySelector('img')

describe('the shop logo', COMPONENT_TEST, () => {
  it('leads home to the search screen, named by the shop', async () => {
    const view = renderLogo('JuiceShop_Logo.png')
    const home = await screen.findByRole('link', { name: 'OWASP Juice Shop' })
    expect(home.getAttribute('title')).toBe('Back to the home page')
    expectRouteLink(home, '/search', view)
  })

  it('shows a configured file from the public images', async () => {
    renderLogo('JuiceShop_Logo.png')
    await waitFor(() => { expect(logoImage()?.getAttribute('src')).toBe('assets/public/images/JuiceShop_Logo.png') })
    // Decorative: the shop's name already names the link.
    expect(logoImage()?.getAttribute('alt')).toBe('')
  })

  it.each([
    ['a full address', 'https://cdn.juice-sh.op/logo.svg'],
    ['a full address in capitals', 'HTTP://CDN.JUICE-SH.OP/LOGO.SVG'],
    ['a path', 'assets/custom/logo.png']
  ])('takes %s as it is', async (_, logo) => {
    renderLogo(logo)
    await waitFor(() => { expect(logoImage()?.getAttribute('src')).toBe(logo) })
  })

  it('shows the drink icon when no logo is configured, or the logo cannot be loaded', async () => {
    const first = renderLogo('')
    await screen.findByRole('link', { name: 'OWASP Juice Shop' })
    expect(logoImage()).toBeNull()
    expect(document.querySelector('[data-testid="LocalDrinkIcon"]')).not.toBeNull()
    first.unmount()

    renderLogo('broken.png')
    await waitFor(() => { expect(logoImage()).not.toBeNull() })
    expect(document.querySelector('[data-testid="LocalDrinkIcon"]')).toBeNull()
    fireEvent.error(logoImage() as HTMLImageElement)
    await waitFor(() => { expect(logoImage()).toBeNull() })
    expect(document.querySelector('[data-testid="LocalDrinkIcon"]')).not.toBeNull()
  })

  it('is named "Juice Shop" while the configuration names no shop', async () => {
    renderLogo('JuiceShop_Logo.png', '  ')
    expect(await screen.findByRole('link', { name: 'Juice Shop' })).toBeTruthy()
  })
})
