import { randomInt } from 'node:crypto'
import type { ShopPorts } from '../ports.js'

const operators = ['+', '-', '*'] as const

function evaluate (a: number, op: typeof operators[number], b: number): number {
  if (op === '+') return a + b
  if (op === '-') return a - b
  return a * b
}

// vuln-code-snippet start captchaBypassChallenge
/** A small arithmetic puzzle such as "7*3-4"; multiplication binds first, as in school. */
export function newCaptcha (shop: Pick<ShopPorts, 'repos'>): { captchaId: number, captcha: string, answer: string } {
  const [a, b, c] = [randomInt(1, 10), randomInt(1, 10), randomInt(1, 10)]
  const [op1, op2] = [operators[randomInt(3)], operators[randomInt(3)]]
  const answer = op2 === '*' && op1 !== '*'
    ? evaluate(a, op1, b * c)
    : evaluate(evaluate(a, op1, b), op2, c)
  const row = shop.repos.captchas.insert(`${a}${op1}${b}${op2}${c}`, String(answer))
  return { captchaId: row.captchaId, captcha: row.captcha, answer: row.answer } // vuln-code-snippet vuln-line captchaBypassChallenge
}

/** Whether `given` answers the captcha `captchaId`. */
export function captchaMatches (shop: Pick<ShopPorts, 'repos'>, captchaId: number, given: string): boolean {
  const row = shop.repos.captchas.findByCaptchaId(captchaId) // vuln-code-snippet vuln-line captchaBypassChallenge
  return row !== undefined && row.answer === given.trim()
}
// vuln-code-snippet end captchaBypassChallenge
