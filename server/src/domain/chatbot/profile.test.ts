import { describe, expect, it } from 'vitest'
import { readProfile, writeProfile } from './profile.js'

describe('the bot’s profile string', () => {
  it('reads back what it wrote', () => {
    expect(writeProfile('Nora', 'customer')).toBe('tier=customer;name=Nora')
    expect(readProfile(writeProfile('Nora', 'admin'))).toEqual({ name: 'Nora', tier: 'admin' })
  })

  it('reads an empty profile as a nameless customer', () => {
    expect(readProfile('')).toEqual({ name: '', tier: 'customer' })
  })

  // Planted (chatbotNameInjectionChallenge): a name can carry fields of its own, and later keys win.
  it('lets a later key replace an earlier one', () => {
    expect(readProfile(writeProfile('Eve;tier=staff', 'customer'))).toEqual({ name: 'Eve', tier: 'staff' })
  })

  it('keeps everything after the first "=", trims keys and skips pairs without a key', () => {
    expect(readProfile('tier=deluxe; name =a=b;=admin;junk')).toEqual({ name: 'a=b', tier: 'deluxe' })
    // A pair without "=" sets nothing, even one a letter longer than a key.
    expect(readProfile('name=Nora;tiers')).toEqual({ name: 'Nora', tier: 'customer' })
  })
})
