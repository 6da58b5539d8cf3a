import { describe, expect, it } from 'vitest'
import { supportsFlagEmoji } from './flag-emoji-support'

// Node, without a document (as when the module is loaded outside a page): nothing to measure on.
describe('flag emoji support without a page', () => {
  it('is assumed', () => {
    expect(supportsFlagEmoji()).toBe(true)
  })
})
