// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { saveLogin } from '@/lib/session'
import { fakeToken, renderScreen } from '@/test-support/render-screen'
import { RequireLogin } from './require-login'
import { RequireRole } from './require-role'

const logIn = (role: string): void => { act(() => { saveLogin({ token: fakeToken({ id: 5, email: 'kim@shop.test', role }), bid: 1, umail: 'kim@shop.test' }) }) }

describe('the login guard', () => {
  it('shows the screen only to a logged-in user, and follows a login in place', async () => {
    await renderScreen(<RequireLogin><p>secret screen</p></RequireLogin>)
    expect(screen.getByText('Please log in to view this page.')).toBeTruthy()
    expect(screen.queryByText('secret screen')).toBeNull()
    logIn('customer')
    expect(await screen.findByText('secret screen')).toBeTruthy()
  })
})

describe('the role guard', () => {
  it('refuses an anonymous visitor and a user of another role', async () => {
    await renderScreen(<RequireRole role="accounting"><p>books</p></RequireRole>)
    expect(screen.getByText('You are not allowed to access this page!')).toBeTruthy()
    logIn('customer')
    expect(screen.getByText('You are not allowed to access this page!')).toBeTruthy()
    expect(screen.queryByText('books')).toBeNull()
  })

  it('lets the named role in', async () => {
    logIn('accounting')
    await renderScreen(<RequireRole role="accounting"><p>books</p></RequireRole>)
    expect(screen.getByText('books')).toBeTruthy()
  })
})
