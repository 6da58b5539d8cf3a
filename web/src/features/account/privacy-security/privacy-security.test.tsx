// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { logIn as logInAs } from '@/test-support/shop-session'
import PrivacySecurity from './privacy-security'

const ALL_LINKS = ['Privacy Policy', 'Request Data Export', 'Request Data Erasure', 'Change Password', '2FA Configuration', 'Last Login IP']

/** Mounted as the app's router does: the section's route with its pages as children. */
function openSection (at: string): ReturnType<typeof renderScreen> {
  return renderScreen(
    <Routes>
      <Route path="/privacy-security" element={<PrivacySecurity />}>
        <Route path="privacy-policy" element={<p>policy page</p>} />
        <Route path="data-export" element={<p>export page</p>} />
        <Route path="last-login-ip" element={<p>ip page</p>} />
      </Route>
    </Routes>,
    { at, path: '*' }
  )
}

const logIn = (): void => { logInAs({ id: 7, bid: 1 }) }
const linkNames = (): string[] => screen.getAllByRole('link').map(link => link.textContent ?? '')

describe('the privacy and security section', COMPONENT_TEST, () => {
  it('offers a visitor only the policy', () => {
    openSection('/privacy-security/privacy-policy')
    expect(screen.getByRole('navigation', { name: 'Privacy & Security' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Privacy & Security' })).toBeTruthy()
    expect(linkNames()).toEqual(['Privacy Policy'])
    expect(screen.getByText('policy page')).toBeTruthy()
  })

  it('offers a logged-in user every page, the erasure as a full page load', () => {
    logIn()
    openSection('/privacy-security/privacy-policy')
    expect(linkNames()).toEqual(ALL_LINKS)
    const href = (name: string): string | null => screen.getByRole('link', { name }).getAttribute('href')
    expect(href('Privacy Policy')).toBe('/privacy-security/privacy-policy')
    expect(href('Request Data Export')).toBe('/privacy-security/data-export')
    expect(href('Request Data Erasure')).toBe('./dataerasure')
    expect(href('Change Password')).toBe('/privacy-security/change-password')
    expect(href('2FA Configuration')).toBe('/privacy-security/two-factor-authentication')
    expect(href('Last Login IP')).toBe('/privacy-security/last-login-ip')
    expect(screen.getAllByRole('link').map(link => link.id)).toEqual(['privacyPolicyLink', 'dataExportLink', 'dataErasureLink', 'changePasswordLink', 'twoFactorLink', 'lastLoginIpLink'])
    // Each name stays on one line, also in the narrow row the links make on a phone.
    const wrapping = screen.getAllByRole('link').map(link => getComputedStyle(within(link).getByText(link.textContent ?? '')).whiteSpace)
    expect(wrapping).toEqual(ALL_LINKS.map(() => 'nowrap'))
  })

  it('marks the open page\'s link, follows a click and shows the links a login adds in place', async () => {
    const { path } = openSection('/privacy-security/privacy-policy')
    const selected = (): string[] => [...document.querySelectorAll('.Mui-selected')].map(link => link.textContent ?? '')
    expect(selected()).toEqual(['Privacy Policy'])
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).querySelector('.MuiSvgIcon-colorPrimary')).not.toBeNull()
    act(logIn)
    expect(linkNames()).toEqual(ALL_LINKS)
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByRole('link', { name: 'Last Login IP' }))
    expect(await screen.findByText('ip page')).toBeTruthy()
    expect(path()).toBe('/privacy-security/last-login-ip')
    expect(selected()).toEqual(['Last Login IP'])
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).querySelector('.MuiSvgIcon-colorPrimary')).toBeNull()
    expect(screen.getByRole('link', { name: 'Request Data Erasure' }).querySelector('.MuiSvgIcon-colorPrimary')).toBeNull()
  })
})
