// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { clearCheckout, readNumber, readPaymentId, storeChoice } from './checkout-storage'

afterEach(() => { sessionStorage.clear() })

describe('the checkout\'s session choices', () => {
  it('reads a stored number, and nothing for a missing, empty or wrong one', () => {
    sessionStorage.setItem('addressId', '12')
    expect(readNumber('addressId')).toBe(12)
    expect(readNumber('deliveryMethodId')).toBeNull()
    sessionStorage.setItem('deliveryMethodId', '')
    expect(readNumber('deliveryMethodId')).toBeNull()
    sessionStorage.setItem('deliveryMethodId', 'fast')
    expect(readNumber('deliveryMethodId')).toBeNull()
    sessionStorage.setItem('deliveryMethodId', 'Infinity')
    expect(readNumber('deliveryMethodId')).toBeNull()
  })

  it('stores a choice as text and forgets it on null', () => {
    storeChoice('paymentId', 7)
    expect(sessionStorage.getItem('paymentId')).toBe('7')
    storeChoice('paymentId', null)
    expect(sessionStorage.getItem('paymentId')).toBeNull()
  })

  it('reads the payment as the wallet or a card id', () => {
    expect(readPaymentId()).toBeNull()
    storeChoice('paymentId', 'wallet')
    expect(readPaymentId()).toBe('wallet')
    storeChoice('paymentId', 8)
    expect(readPaymentId()).toBe(8)
  })

  it('clears payment, address and delivery but keeps the rest', () => {
    for (const key of ['paymentId', 'addressId', 'deliveryMethodId', 'walletTotal']) sessionStorage.setItem(key, '1')
    clearCheckout()
    expect(['paymentId', 'addressId', 'deliveryMethodId', 'walletTotal'].map(key => sessionStorage.getItem(key))).toEqual([null, null, null, '1'])
  })
})
