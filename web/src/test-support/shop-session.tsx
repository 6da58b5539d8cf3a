import { useLocation } from 'react-router'
import { saveLogin } from '@/lib/session'
import { fakeToken } from './render-screen'

export interface TestCustomer { id?: number, email?: string, role?: string, bid?: number | null }

/**
 * Logs a customer in as the login screen does (token in storage, basket id in the session), before
 * the screen renders; render-screen.tsx clears both storages after each test.
 */
export function logIn ({ id = 5, email = 'kim@shop.test', role = 'customer', bid = 4 }: TestCustomer = {}): void {
  saveLogin({ token: fakeToken({ id, email, role }), bid, umail: email })
}

/** The current query string (renderScreen's `location` probe shows only the path). */
export function SearchProbe () {
  const { search } = useLocation()
  return <div hidden data-testid="location-search">{search}</div>
}
