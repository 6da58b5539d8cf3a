// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST } from '@/test-support/render-screen'
import { App } from './app'
import { RtlApp } from './rtl-app'
import { serveShell } from '@/test-support/shell-fixtures'
import freshMorning from './themes/fresh-morning'

vi.mock('@/lib/socket', async () => (await import('@/test-support/shell-fixtures')).fakeSocketModule)

const server = mockShopServer()

beforeEach(() => {
  Cookies.set('welcomebanner_status', 'dismiss')
  serveShell(server)
  window.location.hash = '#/403'
})
afterEach(() => { Cookies.remove('welcomebanner_status') })

/** Every style rule the page's emotion caches have written. */
const styles = (): string => [...document.querySelectorAll('style')].map(style =>
  style.textContent !== '' ? style.textContent : [...(style.sheet?.cssRules ?? [])].map(rule => rule.cssText).join('\n')).join('\n')

describe('the app', COMPONENT_TEST, () => {
  it('shows the screen of the address after the hash, in the shell, with its English texts', async () => {
    render(<App />)
    expect(await screen.findByRole('heading', { name: '403' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Open side menu' })).toBeTruthy()
    expect(screen.getByRole('main')).toBeTruthy()
  })

  it('lays out right to left for a language like Arabic, with the configured theme', async () => {
    const { container } = render(<RtlApp options={freshMorning} />)
    expect(await screen.findByRole('button', { name: 'Open side menu' })).toBeTruthy()
    // Styles from the right-to-left cache, which flips left and right.
    expect(container.querySelector('[class*="muirtl-"]')).not.toBeNull()
    // Icons that point along the reading direction are mirrored.
    expect(styles()).toMatch(/svg\[data-testid="ChevronLeftIcon"\][^{]*\{[^}]*transform:\s*scaleX\(-1\)/)
    // The page background of the light theme.
    expect(styles()).toContain('#f5f8f1')
  })
})
