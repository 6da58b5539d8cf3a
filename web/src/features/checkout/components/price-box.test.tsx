// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { PriceBox } from './price-box'

const lines = (): string[] => [...screen.getByLabelText('Price summary').querySelectorAll('p')].map(p => p.textContent ?? '')
const weight = (text: string): string => getComputedStyle(screen.getByText(text)).fontWeight

describe('the price box', COMPONENT_TEST, () => {
  it('lists items, delivery, the promotion taken off and the total in bold', () => {
    renderScreen(<PriceBox items={55.95} delivery={0.99} promotion={5.6} total={51.34} />)
    expect(lines()).toEqual(['Items', '55.95¤', 'Delivery', '0.99¤', 'Promotion', '−5.60¤', 'Total Price', '51.34¤'])
    expect(weight('Total Price')).toBe('600')
    expect(weight('51.34¤')).toBe('600')
    expect(weight('Items')).toBe('400')
    expect(weight('55.95¤')).toBe('400')
  })

  it('shows no promotion as a plain zero', () => {
    renderScreen(<PriceBox items={10} delivery={0} promotion={0} total={10} />)
    expect(lines()).toEqual(['Items', '10.00¤', 'Delivery', '0.00¤', 'Promotion', '0.00¤', 'Total Price', '10.00¤'])
  })

  it('sets each label and its amount apart on one line, on a shaded box with a rule above the total', () => {
    renderScreen(<PriceBox items={10} delivery={0} promotion={0} total={10} />)
    const line = getComputedStyle(screen.getByText('Items').parentElement as HTMLElement)
    expect([line.display, line.justifyContent, line.paddingTop, line.paddingBottom]).toEqual(['flex', 'space-between', '4px', '4px'])
    const box = getComputedStyle(screen.getByLabelText('Price summary'))
    expect([box.paddingTop, box.minWidth, box.borderRadius]).toEqual(['16px', '260px', '6px'])
    expect(box.backgroundColor).not.toBe('')
    const rule = getComputedStyle(screen.getByLabelText('Price summary').querySelector('hr') as HTMLElement)
    expect([rule.marginTop, rule.marginBottom]).toEqual(['8px', '8px'])
  })
})
