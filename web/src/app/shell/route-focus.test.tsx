// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { Link, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import RouteFocus from './route-focus'

afterEach(() => { vi.useRealTimers() })

/** A screen whose heading comes later, as a lazily loaded screen's does once its data is in. */
function SlowScreen () {
  const [loaded, setLoaded] = useState(false)
  return loaded
    ? <><p>Loaded</p><h1>Order History</h1></>
    : <button onClick={() => { setLoaded(true) }}>load</button>
}

function renderRoutes () {
  return renderScreen(
    <>
      <nav>
        <Link to="/about">about</Link>
        <Link to="/orders">orders</Link>
        <Link to="/review">review</Link>
        <Link to="/plain">plain</Link>
      </nav>
      <main>
        <RouteFocus />
        <Routes>
          <Route path="search" element={<h1>All Products</h1>} />
          <Route path="about" element={<><h2>Our team</h2><h1>About Us</h1></>} />
          <Route path="orders" element={<SlowScreen />} />
          <Route path="review" element={<><h1>Apple Juice</h1><div role="dialog"><button autoFocus>Send review</button></div></>} />
          <Route path="plain" element={<p>No heading here</p>} />
        </Routes>
      </main>
    </>,
    { at: '/search', path: '*' }
  )
}

const go = (name: string) => { fireEvent.click(screen.getByRole('link', { name })) }

describe('the focus on a route change', COMPONENT_TEST, () => {
  it('moves to the screen\'s main heading, which becomes focusable for that', async () => {
    renderRoutes()
    go('about')
    const heading = screen.getByRole('heading', { name: 'About Us' })
    await waitFor(() => { expect(document.activeElement).toBe(heading) })
    expect(heading.getAttribute('tabindex')).toBe('-1')
  })

  it('waits for a heading that comes later, and follows every later change', async () => {
    renderRoutes()
    go('orders')
    await screen.findByRole('button', { name: 'load' })
    expect(document.activeElement?.tagName).not.toBe('H1')
    fireEvent.click(screen.getByRole('button', { name: 'load' }))
    const heading = await screen.findByRole('heading', { name: 'Order History' })
    await waitFor(() => { expect(document.activeElement).toBe(heading) })

    go('about')
    await waitFor(() => { expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'About Us' })) })
  })

  it('leaves the focus in a dialog that opened with the screen', async () => {
    renderRoutes()
    go('review')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send review' }))
  })

  it('stops waiting for a heading after ten seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderRoutes()
    go('orders')
    act(() => { vi.advanceTimersByTime(10_000) })
    fireEvent.click(screen.getByRole('button', { name: 'load' }))
    const heading = screen.getByRole('heading', { name: 'Order History' })
    await act(async () => { await Promise.resolve() })
    expect(document.activeElement).not.toBe(heading)
  })

  it('does nothing outside a page with a main region', () => {
    renderScreen(<><RouteFocus /><h1>Bare</h1></>)
    expect(document.activeElement).toBe(document.body)
  })
})
