// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { logIn, serveShell } from '@/test-support/shell-fixtures'
import BasketButton from './basket-button'

const server = mockShopServer()

function renderButton (basket: number[], compact: boolean) {
  logIn()
  const log = serveShell(server, { basket })
  const view = renderScreen(<BasketButton compact={compact} />)
  return { view, log }
}

const badge = (): string | null => document.querySelector('.MuiBadge-badge')?.textContent ?? null

describe('the basket button', COMPONENT_TEST, () => {
  it('leads to the basket and counts the units in it', async () => {
    const { view, log } = renderButton([2, 3], false)
    const link = await screen.findByRole('link', { name: /^Your Basket\s*, 5 items$/ })
    expect(link.getAttribute('href')).toBe('/basket')
    expect(badge()).toBe('5')
    // The number is read out once, in words, not again from the badge.
    expect(document.querySelector('.MuiBadge-root')?.getAttribute('aria-hidden')).toBe('true')
    expect(log).toEqual(['GET /rest/basket/1'])
    fireEvent.click(link)
    expect(view.path()).toBe('/basket')
  })

  it('speaks of one item in the singular', async () => {
    renderButton([1], false)
    expect(await screen.findByRole('link', { name: /^Your Basket\s*, 1 item$/ })).toBeTruthy()
  })

  it('shows an empty basket as 0, and while the basket is unknown', async () => {
    renderButton([], false)
    expect(badge()).toBe('0')
    expect(await screen.findByRole('link', { name: /^Your Basket\s*, 0 items$/ })).toBeTruthy()
  })

  it('is only the badge on a phone, named with the count', async () => {
    renderButton([4], true)
    const link = await screen.findByRole('link', { name: 'Basket with 4 items' })
    expect(link.textContent).not.toContain('Your Basket')
    await waitFor(() => { expect(badge()).toBe('4') })
  })
})
