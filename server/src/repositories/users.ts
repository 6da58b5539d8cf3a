import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface UserRow {
  id: number
  username: string
  email: string
  password: string
  role: string
  deluxeToken: string
  lastLoginIp: string
  lastLoginTime: number | null
  profileImage: string
  totpSecret: string
  isActive: number
  isOAuth: number
  createdAt: string
  updatedAt: string
  deletedAt: string | null
}

export type NewUser = Pick<UserRow, 'email' | 'password'> & Partial<Omit<UserRow, 'id' | 'createdAt' | 'updatedAt'>> & { id?: number }

const columns = ['username', 'email', 'password', 'role', 'deluxeToken', 'lastLoginIp', 'profileImage', 'totpSecret', 'isActive', 'isOAuth', 'deletedAt'] as const

/** A user as other people and the API may see it: never the password hash or the TOTP secret. */
export function publicUser (row: UserRow): Omit<UserRow, 'password' | 'totpSecret'> {
  const { password: _password, totpSecret: _totp, ...rest } = row
  return rest
}

export function createUserRepository (db: Db) {
  const byId = db.prepare<[number], UserRow>('SELECT * FROM Users WHERE id = ? AND deletedAt IS NULL')
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM Users WHERE email = ? COLLATE NOCASE AND deletedAt IS NULL')
  const all = db.prepare<[], UserRow>('SELECT * FROM Users WHERE deletedAt IS NULL ORDER BY id')
  const credentials = db.prepare<[], { email: string, password: string }>('SELECT email, password FROM Users WHERE deletedAt IS NULL ORDER BY id')
  const setLastLogin = db.prepare('UPDATE Users SET lastLoginTime = ?, updatedAt = ? WHERE id = ? AND email = ?')
  const setLoginIp = db.prepare('UPDATE Users SET lastLoginIp = ?, updatedAt = ? WHERE id = ?')
  const setPassword = db.prepare('UPDATE Users SET password = ?, updatedAt = ? WHERE id = ?')
  const setOAuth = db.prepare('UPDATE Users SET isOAuth = 1, updatedAt = ? WHERE id = ?')
  const setUsername = db.prepare('UPDATE Users SET username = ?, updatedAt = ? WHERE id = ?')
  const setProfileImage = db.prepare('UPDATE Users SET profileImage = ?, updatedAt = ? WHERE id = ?')
  const setTotp = db.prepare('UPDATE Users SET totpSecret = ?, updatedAt = ? WHERE id = ?')
  const erase = db.prepare("UPDATE Users SET username = '', totpSecret = '', profileImage = '/assets/public/images/uploads/default.svg', lastLoginIp = '0.0.0.0', deletedAt = ?, updatedAt = ? WHERE id = ?")
  const setRole = db.prepare('UPDATE Users SET role = ?, deluxeToken = ?, updatedAt = ? WHERE id = ?')

  return {
    findById: (id: number) => byId.get(id),
    findByEmail: (email: string) => byEmail.get(email),
    /** Soft-deleted rows included: the login checks whether an injected row is a real one. */
    list: () => all.all(),
    /** E-mail and password hash of every account: the search dump detector reads them on every search. */
    credentials: () => credentials.all(),
    insert (user: NewUser): UserRow {
      const stamp = now()
      const values: Record<string, unknown> = { id: user.id ?? null, createdAt: stamp, updatedAt: stamp }
      for (const column of columns) {
        if (user[column] !== undefined) values[column] = user[column]
      }
      const names = Object.keys(values)
      const info = db.prepare(`INSERT INTO Users (${names.join(', ')}) VALUES (${names.map(n => '@' + n).join(', ')})`).run(values)
      return db.prepare<[number | bigint], UserRow>('SELECT * FROM Users WHERE id = ?').get(info.lastInsertRowid)!
    },
    /**
     * Stamps the login on the stored account with this id and e-mail (closed ones too); false when
     * there is none, so a login can tell a stored account from a row an injection made up without
     * reading the account first.
     */
    recordLogin: (id: number, email: string): boolean => setLastLogin.run(Date.now(), now(), id, email).changes === 1,
    saveLoginIp: (id: number, ip: string) => setLoginIp.run(ip, now(), id),
    updatePassword: (id: number, hash: string) => setPassword.run(hash, now(), id),
    updateUsername: (id: number, username: string) => setUsername.run(username, now(), id),
    markOAuth: (id: number) => setOAuth.run(now(), id),
    updateProfileImage: (id: number, image: string) => setProfileImage.run(image, now(), id),
    setTotpSecret: (id: number, secret: string) => setTotp.run(secret, now(), id),
    /** Erasure: the account is closed and its personal details blanked; the row stays for the orders that refer to it. */
    eraseAccount: (id: number) => { const stamp = now(); erase.run(stamp, stamp, id) },
    updateRole: (id: number, role: string, deluxeToken: string) => setRole.run(role, deluxeToken, now(), id)
  }
}
