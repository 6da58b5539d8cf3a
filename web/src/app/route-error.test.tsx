// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { Link, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { RouteErrorBoundary } from './route-error'

afterEach(() => { vi.restoreAllMocks() })

function Broken (): never {
  throw new Error('Failed to fetch dynamically imported module: contact-abc123.js')
}

function renderRoutes (at: string) {
  return renderScreen(
    <>
      <Link to="/about">about</Link>
      <Link to="/contact">contact</Link>
      <Routes>
        <Route element={<RouteErrorBoundary />}>
          <Route path="about" element={<h1>About Us</h1>} />
          <Route path="contact" element={<Broken />} />
        </Route>
      </Routes>
    </>,
    { at, path: '*' }
  )
}

describe('a screen that fails', COMPONENT_TEST, () => {
  it('shows the routed screen as long as it renders', () => {
    renderRoutes('/about')
    expect(screen.getByRole('heading', { name: 'About Us' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('is replaced by an error with a reload, and reported in the console', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    renderRoutes('/contact')
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('This page could not be loaded.')
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to fetch dynamically imported module: contact-abc123.js' }))
    expect(reload).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Force page reload' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('is tried again on going to another screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderRoutes('/contact')
    expect(screen.getByRole('alert')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'about' }))
    expect(screen.getByRole('heading', { name: 'About Us' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('stays an error while the address stays the same', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderRoutes('/contact')
    fireEvent.click(screen.getByRole('link', { name: 'contact' }))
    expect(screen.getByRole('alert')).toBeTruthy()
  })
})
