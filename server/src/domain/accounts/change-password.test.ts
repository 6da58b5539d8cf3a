import { describe, expect, it } from 'vitest'
import { repositoryDb } from '../../test-support/repository-db.js'
import { eventRecorder } from '../../test-support/rule-fakes.js'
import { hashPassword } from '../auth/passwords.js'
import { changePassword, type PasswordChange } from './change-password.js'

// The rule needs only the users repository and an event sink: an in-memory database, no shop.
const shop = { repos: repositoryDb().repos, events: eventRecorder() }

let counter = 0
/** A fresh account whose current password is `Start-Pass1`. */
const account = (): number =>
  shop.repos.users.insert({ email: `pw${Date.now()}${counter++}@example.test`, password: hashPassword('Start-Pass1'), role: 'customer' }).id

const storedHash = (id: number): string | undefined => shop.repos.users.findById(id)?.password

/** The refusal as the player sees it, or 'changed'. */
function attempt (id: number, change: PasswordChange): { kind: string, message: string } | 'changed' {
  try {
    changePassword(shop, id, change)
    return 'changed'
  } catch (error) {
    return { kind: (error as { kind: string }).kind, message: (error as Error).message }
  }
}

describe('changePassword', () => {
  it('names the missing account instead of failing on it', () => {
    expect(attempt(987_654, { current: 'Start-Pass1', new: 'Fresh-Pass2', repeat: 'Fresh-Pass2' })).toEqual({ kind: 'not-found', message: 'User not found' })
    expect(attempt(987_654, { new: 'Fresh-Pass2', repeat: 'Fresh-Pass2' })).toEqual({ kind: 'not-found', message: 'User not found' })
  })

  it('asks for the current password when it is sent empty, and keeps the old one', () => {
    const id = account()
    expect(attempt(id, { current: '', new: 'Fresh-Pass2', repeat: 'Fresh-Pass2' })).toEqual({ kind: 'invalid', message: 'Current password is required.' })
    expect(storedHash(id)).toBe(hashPassword('Start-Pass1'))
  })

  it('accepts new passwords of exactly 5 and exactly 40 characters', () => {
    for (const fresh of ['x'.repeat(5), 'y'.repeat(40)]) {
      const id = account()
      expect(attempt(id, { current: 'Start-Pass1', new: fresh, repeat: fresh }), fresh).toBe('changed')
      expect(storedHash(id)).toBe(hashPassword(fresh))
    }
  })

  it('refuses a repeat that differs from the new password', () => {
    const id = account()
    expect(attempt(id, { current: 'Start-Pass1', new: 'Fresh-Pass2', repeat: 'Fresh-Pass3' })).toEqual({ kind: 'invalid', message: 'New and repeated password do not match.' })
    expect(storedHash(id)).toBe(hashPassword('Start-Pass1'))
  })

  it('tells the detectors whether the request named the current password', () => {
    const before = shop.events.payloads('password.changed').length
    attempt(account(), { current: 'Start-Pass1', new: 'Fresh-Pass2', repeat: 'Fresh-Pass2' })
    attempt(account(), { new: 'Fresh-Pass2', repeat: 'Fresh-Pass2' })
    expect(shop.events.payloads('password.changed').slice(before).map(({ hadCurrent }) => hadCurrent)).toEqual([true, false])
  })

  it.each([4, 41])('refuses a new password of %i characters with the length rule', length => {
    const id = account()
    const fresh = 'z'.repeat(length)
    expect(attempt(id, { current: 'Start-Pass1', new: fresh, repeat: fresh })).toEqual({ kind: 'invalid', message: 'Password must be 5-40 characters long.' })
    expect(storedHash(id)).toBe(hashPassword('Start-Pass1'))
  })
})
