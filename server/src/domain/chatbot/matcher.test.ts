import { beforeAll, describe, expect, it } from 'vitest'
import type { ProductRow } from '../../repositories/products.js'
import { Matcher } from './matcher.js'

// Names too long for the message to hold them whole: only a single distinctive word can name them.
const products = ['Organic Cold Pressed Summer Blend with Mango', 'Exotic Kiwi Lime Refresher Deluxe Edition', 'Iced Tea Special Reserve Collection Box']
  .map((name, id) => ({ id, name }) as ProductRow)

describe('Matcher.product by a single word', () => {
  let matcher: Matcher
  beforeAll(async () => { matcher = await Matcher.load() })

  it.each([
    ['mango', 'Organic Cold Pressed Summer Blend with Mango'],
    ['do you have mango', 'Organic Cold Pressed Summer Blend with Mango'],
    ['zzzz mango', 'Organic Cold Pressed Summer Blend with Mango'],
    ['kiwi', 'Exotic Kiwi Lime Refresher Deluxe Edition'],
    // Both words name a product; the closer match wins, whichever comes first.
    ['mango kiwi', 'Exotic Kiwi Lime Refresher Deluxe Edition'],
    ['kiwi mango', 'Exotic Kiwi Lime Refresher Deluxe Edition'],
    // Punctuation separates words like a space does.
    ['kiwi,please', 'Exotic Kiwi Lime Refresher Deluxe Edition'],
    // Words under four letters are too common to name a product.
    ['ice please', null],
    ['how much is it', null]
  ])('finds in "%s": %s', (message, expected) => {
    expect(matcher.product(message, products)?.name ?? null).toBe(expected)
  })
})


describe('Matcher.intent', () => {
  let matcher: Matcher
  beforeAll(async () => { matcher = await Matcher.load() })

  it.each([
    ['HELLO!!!', 'greeting'],
    ['good-morning', 'greeting'],
    ['a b c d e hello', 'greeting'],
    ["what's the price of", 'productPrice'],
    // Two rules fit equally well: the longer phrase says more and wins, wherever it stands.
    ['hello and thanks', 'thanks'],
    ['thanks, hello', 'thanks'],
    ['in stock? how much is', 'productPrice'],
    ['how much is it in stock', 'productPrice'],
    // A phrase found as typed beats a longer one found only with typos.
    ['thanks, how much do', 'thanks'],
    // Two phrases of one length found as typed: the rule listed first wins.
    ['coupon thanks', 'thanks'],
    ['hello!thanks', 'thanks'],
    ['', null],
    ['!!!', null],
    ['x y z w', null]
  ])('reads "%s" as %s', (message, expected) => {
    expect(matcher.intent(message)?.id ?? null).toBe(expected)
  })
})
