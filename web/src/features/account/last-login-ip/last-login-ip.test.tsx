// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { saveLogin } from '@/lib/session'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import LastLoginIp from './last-login-ip'

/** A token carrying this last login address (fakeToken leaves it empty). */
function tokenWithIp (lastLoginIp: string): string {
  const part = (value: unknown): string => btoa(JSON.stringify(value)).replace(/=+$/, '')
  return `${part({ alg: 'RS256' })}.${part({ data: { id: 7, email: 'kim@shop.test', role: 'customer', lastLoginIp } })}.signature`
}

function openAs (lastLoginIp: string | null): void {
  if (lastLoginIp !== null) saveLogin({ token: tokenWithIp(lastLoginIp), bid: 1, umail: 'kim@shop.test' })
  renderScreen(<LastLoginIp />, { at: '/privacy-security/last-login-ip' })
}

const shown = (): HTMLElement => document.getElementById('lastLoginIp')!

describe('the last login IP', COMPONENT_TEST, () => {
  it('shows the address the token carries, with what it means', () => {
    openAs('192.168.7.21')
    expect(screen.getByRole('heading', { name: 'Last Login IP' })).toBeTruthy()
    expect(screen.getByText('Your last login IP')).toBeTruthy()
    expect(screen.getByText(/Recorded when you last logged out/)).toBeTruthy()
    expect(shown().textContent).toBe('192.168.7.21')
  })

  it('shows 0.0.0.0 before any recorded logout', () => {
    openAs('')
    expect(shown().textContent).toBe('0.0.0.0')
  })

  it('shows 0.0.0.0 to a visitor', () => {
    openAs(null)
    expect(shown().textContent).toBe('0.0.0.0')
  })

  it('renders a stored address as markup (the stored-XSS lesson)', () => {
    openAs('<b id="injected">10.0.0.1</b>')
    expect(shown().querySelector('#injected')?.textContent).toBe('10.0.0.1')
  })
})
