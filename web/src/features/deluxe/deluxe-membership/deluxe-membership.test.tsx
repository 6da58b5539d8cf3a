// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { answerConfiguration } from '@/test-support/community-fixtures'
import { FakeSocket } from '@/test-support/fake-socket'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { logIn } from '@/test-support/shop-session'
import DeluxeMembership from './deluxe-membership'

const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }))
vi.mock('@/lib/socket', () => ({ getSocket: () => socket.current }))

const server = mockShopServer()

let claims: unknown[]
beforeEach(() => {
  socket.current = new FakeSocket()
  claims = []
  socket.current.on('verifySvgInjectionChallenge', decal => { claims.push(decal) })
})

const answerCost = (membershipCost: number): void => {
  server.use(http.get(shopUrl('rest/deluxe-membership'), () => HttpResponse.json({ status: 'success', data: { membershipCost } })))
}
const logo = (): HTMLImageElement => screen.getByRole('img', { name: 'Deluxe Membership' })

describe('the deluxe membership page', COMPONENT_TEST, () => {
  it('offers the membership at its cost, with its benefits, and leads to the payment', async () => {
    logIn()
    answerCost(49)
    answerConfiguration(server)
    const view = renderScreen(<DeluxeMembership />, { at: '/deluxe-membership' })
    expect(screen.getByRole('heading', { name: 'Deluxe Membership', level: 1 })).toBeTruthy()
    expect(screen.getByText('Fresh juice, better prices and faster deliveries for our most loyal customers.')).toBeTruthy()
    expect(await screen.findByText('Only 49.00¤')).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 2 }).map(heading => heading.textContent)).toEqual(['Deals and offers', 'Free fast delivery', 'Unlimited purchase'])
    expect(screen.getByText('Lower deluxe prices on every product, every day.')).toBeTruthy()
    expect(screen.getByText('Express bike courier and one-day air at no cost.')).toBeTruthy()
    expect(screen.getByText('Order your favourites in any amount we have in stock.')).toBeTruthy()
    expect(logo().getAttribute('src')).toBe('assets/public/images/deluxe/deluxe-logo.svg')
    expect(screen.queryByText(/You are a deluxe member/)).toBeNull()
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Become a member' }))
    expect(view.path()).toBe('/payment/deluxe')
  })

  it('keeps its own logo when the configuration names no deluxe settings', async () => {
    logIn()
    answerCost(49)
    answerConfiguration(server, { application: {} })
    const view = renderScreen(<DeluxeMembership />, { at: '/deluxe-membership' })
    await waitFor(() => { expect(view.queryClient.getQueryState(['application-configuration'])?.status).toBe('success') })
    expect(await screen.findByText('Only 49.00¤')).toBeTruthy()
    expect(logo().getAttribute('src')).toBe('assets/public/images/deluxe/deluxe-logo.svg')
  })

  it('shows the configured logo, and tells a member there is nothing to buy', async () => {
    logIn({ role: 'deluxe' })
    answerCost(49)
    answerConfiguration(server, { application: { deluxe: { logo: 'gold.svg' } } })
    renderScreen(<DeluxeMembership />, { at: '/deluxe-membership' })
    expect(await screen.findByText('You are a deluxe member. Enjoy your benefits!')).toBeTruthy()
    expect(await screen.findByRole('img', { name: 'Deluxe Membership' })).toHaveProperty('src', expect.stringMatching(/deluxe\/gold\.svg$/))
    expect(screen.queryByText(/^Only/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Become a member' })).toBeNull()
  })

  it('shows why the cost could not be loaded, at the first refusal', async () => {
    let asked = 0
    server.use(http.get(shopUrl('rest/deluxe-membership'), () => { asked++; return HttpResponse.json({ error: 'Deluxe is sold out' }, { status: 400 }) }))
    answerConfiguration(server)
    renderScreen(<DeluxeMembership />, { at: '/deluxe-membership' })
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Deluxe is sold out')
    expect(asked).toBe(1)
    expect(screen.queryByRole('button', { name: 'Become a member' })).toBeNull()
  })

  it('shows a test decal from the address in place of the logo and claims it once the picture has loaded (the planted SVG injection)', async () => {
    answerCost(49)
    answerConfiguration(server)
    renderScreen(<DeluxeMembership />, { at: '/deluxe-membership?testDecal=..%2F..%2F..%2Fevil.svg', path: '/deluxe-membership' })
    expect(logo().getAttribute('src')).toBe('assets/public/images/decals/../../../evil.svg')
    expect(claims).toEqual([])
    fireEvent.load(logo())
    expect(claims).toEqual(['../../../evil.svg'])
    fireEvent.error(logo())
    expect(claims).toEqual(['../../../evil.svg', '../../../evil.svg'])
  })

  it('claims nothing for its own logo, and keeps the sealed vault path in the page', async () => {
    answerCost(49)
    answerConfiguration(server)
    const view = renderScreen(<DeluxeMembership />, { at: '/deluxe-membership' })
    fireEvent.load(logo())
    fireEvent.error(logo())
    expect(claims).toEqual([])
    expect(view.container.innerHTML).toContain('<!-- premium vault: 35eb69dbd4769c05f624bcfeab98e108914daac9e6bfd9f1e8 740dcc17d2ff8adbe9ced6eb 7f792a0bba5bb69a86e2d698ba9cc19b -->')
    expect(await screen.findByText('Only 49.00¤')).toBeTruthy()
  })
})
