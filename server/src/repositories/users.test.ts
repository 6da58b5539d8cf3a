import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../db/open.js'
import { createUserRepository, publicUser } from './users.js'

// Every test builds its own database and repositories: built once for the file, the repositories'
// methods existed before any test ran, and a mutation run could not tell which test relied on which.
let db: Db
let users: ReturnType<typeof createUserRepository>
beforeEach(() => {
  db = openDatabase(':memory:')
  users = createUserRepository(db)
})
afterEach(() => { db.close() })
const stored = (id: number): Record<string, unknown> => db.prepare('SELECT * FROM Users WHERE id = ?').get(id) as Record<string, unknown>

describe('user repository', () => {
  it('inserts the given columns, fills the defaults, and finds the row by id and by e-mail in any letter case', () => {
    const row = users.insert({ email: 'Mara@Shop.test', password: 'h1', username: 'mara', role: 'admin' })
    expect(row).toMatchObject({ email: 'Mara@Shop.test', password: 'h1', username: 'mara', role: 'admin', totpSecret: '', isActive: 1, isOAuth: 0, deletedAt: null })
    expect(users.findById(row.id)).toEqual(row)
    expect(users.findByEmail('mara@shop.test')).toEqual(row)
    expect(users.findByEmail('MARA@SHOP.TEST')).toEqual(row)
    expect(users.findByEmail('mara@shop.tes')).toBeUndefined()
  })

  it('keeps a given id', () => {
    expect(users.insert({ id: 900, email: 'nine@shop.test', password: 'h' }).id).toBe(900)
  })

  it('writes login time, login address, password, username, profile image, TOTP secret, OAuth mark and role', () => {
    const bystander = users.insert({ email: 'mara@shop.test', password: 'h1', username: 'mara', role: 'admin' })
    const { id } = users.insert({ email: 'writes@shop.test', password: 'old' })
    const before = Date.now()
    expect(users.recordLogin(id, 'writes@shop.test')).toBe(true)
    users.saveLoginIp(id, '10.1.2.3')
    users.updatePassword(id, 'new-hash')
    users.updateUsername(id, 'writer')
    users.updateProfileImage(id, '/assets/public/images/uploads/7.png')
    users.setTotpSecret(id, 'TOTPSECRET')
    users.markOAuth(id)
    users.updateRole(id, 'deluxe', 'token-1')
    const row = users.findById(id)!
    expect(row).toMatchObject({
      lastLoginIp: '10.1.2.3', password: 'new-hash', username: 'writer', profileImage: '/assets/public/images/uploads/7.png',
      totpSecret: 'TOTPSECRET', isOAuth: 1, role: 'deluxe', deluxeToken: 'token-1'
    })
    expect(row.lastLoginTime).toBeGreaterThanOrEqual(before)
    // Each write touches its own row only.
    expect(users.findById(bystander.id)).toEqual(bystander)
  })

  it('stamps a login only on the stored account with that id and e-mail, closed ones included', () => {
    const { id } = users.insert({ email: 'stamp@shop.test', password: 'h' })
    // A row an injection made up may pair a real id with another e-mail, or name no id at all.
    expect(users.recordLogin(id, 'other@shop.test')).toBe(false)
    expect(users.recordLogin(id, 'STAMP@shop.test')).toBe(false)
    expect(users.recordLogin(987_654, 'stamp@shop.test')).toBe(false)
    expect(stored(id).lastLoginTime).toBeNull()
    users.eraseAccount(id)
    expect(users.recordLogin(id, 'stamp@shop.test')).toBe(true)
    expect(stored(id).lastLoginTime).not.toBeNull()
  })

  it('erases an account: closed, username, TOTP secret, picture and address blanked, the row kept', () => {
    const row = users.insert({ email: 'gone@shop.test', password: 'h', username: 'leaving', totpSecret: 'SECRET', profileImage: '/x.png', lastLoginIp: '1.2.3.4' })
    users.eraseAccount(row.id)
    expect(users.findById(row.id)).toBeUndefined()
    expect(users.findByEmail('gone@shop.test')).toBeUndefined()
    expect(users.list().map(user => user.id)).not.toContain(row.id)
    expect(users.credentials().map(user => user.email)).not.toContain('gone@shop.test')
    const kept = stored(row.id)
    expect(kept).toMatchObject({ username: '', totpSecret: '', profileImage: '/assets/public/images/uploads/default.svg', lastLoginIp: '0.0.0.0', email: 'gone@shop.test' })
    expect(kept.deletedAt).not.toBeNull()
    expect(stored(row.id).deletedAt).toBe(kept.updatedAt)
  })

  it('lists live accounts and their credentials in id order', () => {
    users.insert({ id: 30, email: 'thirty@shop.test', password: 'h30' })
    users.insert({ id: 10, email: 'ten@shop.test', password: 'h10' })
    users.insert({ id: 20, email: 'twenty@shop.test', password: 'h20' })
    users.eraseAccount(20)
    expect(users.list().map(user => [user.id, user.email])).toEqual([[10, 'ten@shop.test'], [30, 'thirty@shop.test']])
    expect(users.credentials()).toEqual([{ email: 'ten@shop.test', password: 'h10' }, { email: 'thirty@shop.test', password: 'h30' }])
  })

  it('shows neither the password hash nor the TOTP secret publicly', () => {
    const shown = publicUser(users.insert({ email: 'writes@shop.test', password: 'hash', username: 'writer', totpSecret: 'SECRET' }))
    expect(shown).not.toHaveProperty('password')
    expect(shown).not.toHaveProperty('totpSecret')
    expect(shown).toMatchObject({ email: 'writes@shop.test', username: 'writer' })
  })
})
