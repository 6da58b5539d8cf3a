// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import ErrorPage from './error-page'

describe('the error page', COMPONENT_TEST, () => {
  it('shows the text the address names', () => {
    renderScreen(<ErrorPage />, { at: '/403?error=UNAUTHORIZED_PAGE_ACCESS_ERROR', path: '/403' })
    expect(screen.getByRole('heading', { name: '403' })).toBeTruthy()
    expect(screen.getByText('You are not allowed to access this page!')).toBeTruthy()
  })

  it('prefers the text a guard passes over the address', () => {
    renderScreen(<ErrorPage error="UNAUTHORIZED_ACCESS_ERROR" />, { at: '/403?error=UNAUTHORIZED_PAGE_ACCESS_ERROR', path: '/403' })
    expect(screen.getByText('Please log in to view this page.')).toBeTruthy()
    expect(screen.queryByText('You are not allowed to access this page!')).toBeNull()
  })

  it('shows only the code without a text', () => {
    const { container } = renderScreen(<ErrorPage />, { at: '/403', path: '/403' })
    expect(screen.getByRole('heading', { name: '403' })).toBeTruthy()
    expect(container.querySelectorAll('p')).toHaveLength(0)
  })
})
