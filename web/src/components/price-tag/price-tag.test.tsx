// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { PriceTag } from './price-tag'

const tag = (): string | null => document.querySelector('span.MuiBox-root')?.textContent ?? null
const struck = (): string | null => document.querySelector('s')?.textContent ?? null

describe('the price tag', COMPONENT_TEST, () => {
  it('shows a deluxe member the deluxe price, the normal one struck through', () => {
    renderScreen(<PriceTag price={1.99} deluxePrice={0.99} deluxe />)
    expect(struck()).toBe('1.99¤')
    expect(tag()).toBe('1.99¤0.99¤')
  })

  it('shows everybody else the normal price only', () => {
    renderScreen(<PriceTag price={1.99} deluxePrice={0.99} deluxe={false} />)
    expect(struck()).toBeNull()
    expect(tag()).toBe('1.99¤')
  })

  it('strikes nothing through when the deluxe price is the same or missing', () => {
    const same = renderScreen(<PriceTag price={2.5} deluxePrice={2.5} deluxe />)
    expect(struck()).toBeNull()
    expect(tag()).toBe('2.50¤')
    same.unmount()
    const missing = renderScreen(<PriceTag price={2.5} deluxePrice={null} deluxe variant="h6" />)
    expect(struck()).toBeNull()
    expect(missing.container.querySelector('.MuiTypography-h6')?.textContent).toBe('2.50¤')
  })

  it('is body text unless told otherwise', () => {
    const { container } = renderScreen(<PriceTag price={3} deluxe={false} />)
    expect(container.querySelector('.MuiTypography-body1')?.textContent).toBe('3.00¤')
  })
})
