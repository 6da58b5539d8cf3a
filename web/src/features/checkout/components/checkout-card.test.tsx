// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { DEFAULT_WIDTH, setWindowWidth } from '@/test-support/viewport'
import { CheckoutCard } from './checkout-card'

const card = (): HTMLElement => screen.getByRole('heading').parentElement as HTMLElement

describe('the checkout card', COMPONENT_TEST, () => {
  it('puts the translated title and its suffix above the content, at most 960 px wide', () => {
    renderScreen(<CheckoutCard titleKey="LABEL_ORDER_ID" titleSuffix=" #52"><p>content</p></CheckoutCard>)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order ID #52')
    // Without buttons the card ends with its content: no empty button row adds space below.
    expect([...card().children].map(child => child.tagName)).toEqual(['H1', 'P'])
    expect(getComputedStyle(card()).maxWidth).toBe('960px')
  })

  it('puts the buttons in a row below the content, at the width asked for', () => {
    renderScreen(<CheckoutCard titleKey="BTN_BACK" maxWidth={560} actions={<button>Go</button>}><p>content</p></CheckoutCard>)
    const row = card().lastElementChild as HTMLElement
    expect(row.textContent).toBe('Go')
    expect([getComputedStyle(row).display, getComputedStyle(row).justifyContent]).toEqual(['flex', 'space-between'])
    expect(getComputedStyle(card()).maxWidth).toBe('560px')
  })

  it('sits centred with room inside, and breaks a long title', () => {
    renderScreen(<CheckoutCard titleKey="LABEL_ORDER_ID" titleSuffix=" #52"><p>content</p></CheckoutCard>)
    const wide = getComputedStyle(card())
    expect([wide.marginLeft, wide.marginRight, wide.paddingTop]).toEqual(['auto', 'auto', '24px'])
    expect(getComputedStyle(screen.getByRole('heading')).wordBreak).toBe('break-word')
  })

  it('keeps less room inside on a phone', () => {
    setWindowWidth(390)
    try {
      renderScreen(<CheckoutCard titleKey="LABEL_ORDER_ID"><p>content</p></CheckoutCard>)
      expect(getComputedStyle(card()).paddingTop).toBe('16px')
    } finally {
      setWindowWidth(DEFAULT_WIDTH)
    }
  })
})
