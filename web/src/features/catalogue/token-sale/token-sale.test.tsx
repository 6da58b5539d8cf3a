// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { TokenSaleTeaser } from '../api/get-token-sale-teaser'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import TokenSale from './token-sale'

const server = mockShopServer()

const teaser: TokenSaleTeaser = { coin: 'Squeezecoin', symbol: 'SQZ', presaleEnds: '2026-12-31', bonusPercent: 25, whitepaper: 'ftp/squeeze-paper.md' }

function answer (altcoinName: string | undefined, teaserAnswer: TokenSaleTeaser | null): void {
  server.use(
    http.get(shopUrl('rest/admin/application-configuration'), () => HttpResponse.json({ config: { application: altcoinName === undefined ? {} : { altcoinName } } })),
    http.get(shopUrl('rest/token-sale/teaser'), () => teaserAnswer === null
      ? HttpResponse.json({ error: 'Unavailable' }, { status: 503 })
      : HttpResponse.json({ data: teaserAnswer }))
  )
}

const whitepaper = (): HTMLElement => screen.getByRole('link', { name: 'Read the whitepaper' })

describe('the token sale page', COMPONENT_TEST, () => {
  it('names the configured coin (trimmed) over the teaser\'s, with the bonus, its end and the white paper', async () => {
    answer('  Juicycoin ', teaser)
    renderScreen(<TokenSale />, { at: '/tokensale-ico-ea' })
    expect(await screen.findByRole('heading', { name: 'Juicycoin presale' })).toBeTruthy()
    expect(await screen.findByText('Early supporters get 25 % extra Juicycoin until Dec 31, 2026.')).toBeTruthy()
    expect(screen.getByText('Presale · invitation only')).toBeTruthy()
    expect(screen.getByText(/Every Juicycoin is pressed, not mined/)).toBeTruthy()
    expect(whitepaper().getAttribute('href')).toBe('ftp/squeeze-paper.md')
    expect(whitepaper().getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeTruthy()
    expect(screen.getAllByRole('button').map(question => question.textContent)).toEqual([
      'What is Juicycoin?', 'How many Juicycoin will there be?', 'Can I mine Juicycoin?', 'Is this an investment?'
    ])
    expect(screen.getByText('No. Juicycoin can only be squeezed.')).toBeTruthy()
    expect(screen.getByText('Certainly not. It is juice with extra steps.')).toBeTruthy()
  })

  it('falls back to the teaser\'s coin when the configuration names none, and shows an unreadable end date as sent', async () => {
    answer('   ', { ...teaser, presaleEnds: 'soon' })
    renderScreen(<TokenSale />, { at: '/tokensale-ico-ea' })
    expect(await screen.findByText('Early supporters get 25 % extra Squeezecoin until soon.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Squeezecoin presale' })).toBeTruthy()
  })

  it('still shows the built-in coin and white paper when the teaser cannot be loaded', async () => {
    answer(undefined, null)
    renderScreen(<TokenSale />, { at: '/tokensale-ico-ea' })
    expect(await screen.findByText('What is Pulpcoin?')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Pulpcoin presale' })).toBeTruthy()
    expect(whitepaper().getAttribute('href')).toBe('ftp/pulpcoin-whitepaper.md')
    expect(screen.queryByText(/Early supporters/)).toBeNull()
  })

  it('takes the teaser\'s coin when the configuration has no application part at all', async () => {
    server.use(
      http.get(shopUrl('rest/admin/application-configuration'), () => HttpResponse.json({ config: {} })),
      http.get(shopUrl('rest/token-sale/teaser'), () => HttpResponse.json({ data: teaser }))
    )
    renderScreen(<TokenSale />, { at: '/tokensale-ico-ea' })
    expect(await screen.findByText('Early supporters get 25 % extra Squeezecoin until Dec 31, 2026.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Squeezecoin presale' })).toBeTruthy()
  })
})
