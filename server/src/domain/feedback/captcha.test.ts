import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { captchaMatches, newCaptcha } from './captcha.js'

const t = createTestShop()
const shop = t.shop.registry.get()

/** School arithmetic for "a op b op c": multiplication before addition and subtraction, else left to right. */
function solve (captcha: string): number {
  const [a, op1, b, op2, c] = captcha.match(/\d+|[+*-]/g)!
  const apply = (x: number, op: string, y: number) => op === '+' ? x + y : op === '-' ? x - y : x * y
  return op2 === '*' && op1 !== '*' ? apply(Number(a), op1, Number(b) * Number(c)) : apply(apply(Number(a), op1, Number(b)), op2, Number(c))
}

describe('captcha', () => {
  it('asks three digits from 1 to 9 joined by + - *, and answers them as school arithmetic does', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 300; i++) {
      const { captcha, answer } = newCaptcha(shop)
      expect(captcha).toMatch(/^[1-9][+*-][1-9][+*-][1-9]$/)
      expect(answer).toBe(String(solve(captcha)))
      seen.add(captcha.replace(/\d/g, ''))
    }
    // Every pair of operators turns up, so each precedence case above was checked.
    expect(seen.size).toBe(9)
  })

  it('works out known puzzles', () => {
    expect(solve('2+3*4')).toBe(14)
    expect(solve('2*3+4')).toBe(10)
    expect(solve('9-3-4')).toBe(2)
    expect(solve('2*3*4')).toBe(24)
  })

  it('accepts the right answer, with surrounding blanks, again and again (planted: captchaBypassChallenge), and nothing else', () => {
    const first = newCaptcha(shop)
    expect(captchaMatches(shop, first.captchaId, ` ${first.answer} `)).toBe(true)
    expect(captchaMatches(shop, first.captchaId, first.answer)).toBe(true)
    expect(captchaMatches(shop, first.captchaId, `${Number(first.answer) + 1}`)).toBe(false)
    expect(captchaMatches(shop, 999_999, '1')).toBe(false)
  })
})
