// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { SearchPagination } from './search-pagination'

describe('the result pages\' navigation', COMPONENT_TEST, () => {
  it('counts nothing from 0 when there is nothing, with no page to go to', () => {
    const onChange = vi.fn()
    renderScreen(<SearchPagination count={0} page={0} pageSize={12} pageSizes={[12]} onChange={onChange} />)
    expect(screen.getByText('0 – 0 of 0')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true)
  })

  it('names its buttons in a tooltip as well', () => {
    renderScreen(<SearchPagination count={30} page={1} pageSize={12} pageSizes={[12, 24, 36]} onChange={() => {}} />)
    expect(screen.getByText('13 – 24 of 30')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Previous page' }).title).toBe('Previous page')
    expect(screen.getByRole('button', { name: 'Next page' }).title).toBe('Next page')
  })
})
