// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { ProductImage, productImageUrl } from './product-image'

describe('the product image', COMPONENT_TEST, () => {
  it('is served from the shop\'s product pictures, the file name encoded', () => {
    expect(productImageUrl('apple_juice.jpg')).toBe('assets/public/images/products/apple_juice.jpg')
    expect(productImageUrl('../../ftp/legal.md')).toBe('assets/public/images/products/..%2F..%2Fftp%2Flegal.md')
  })

  it('shows the picture, loaded when it comes into view, in a box of the given height', () => {
    renderScreen(<ProductImage image="apple_juice.jpg" alt="Apple Juice (1000ml)" height={200} />)
    const image: HTMLImageElement = screen.getByRole('img', { name: 'Apple Juice (1000ml)' })
    expect(image.tagName).toBe('IMG')
    expect(image.getAttribute('src')).toBe('assets/public/images/products/apple_juice.jpg')
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(getComputedStyle(image.parentElement as HTMLElement).height).toBe('200px')
  })

  it('shows a drink icon, named like the picture, when the file is missing, until another picture is given', () => {
    const view = renderScreen(<ProductImage image="missing.jpg" alt="Lemon Juice" height="10rem" />)
    fireEvent.error(screen.getByRole('img', { name: 'Lemon Juice' }))
    const icon = screen.getByRole('img', { name: 'Lemon Juice' })
    expect(icon.tagName.toLowerCase()).toBe('svg')
    expect(icon.getAttribute('data-testid')).toBe('LocalDrinkIcon')

    view.rerender(<ProductImage image="lemon_juice.jpg" alt="Lemon Juice" height="10rem" />)
    expect(screen.getByRole('img', { name: 'Lemon Juice' }).tagName).toBe('IMG')
  })
})
