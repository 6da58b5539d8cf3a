import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface ImageCaptchaRow { id: number, UserId: number, answer: string, createdAt: string }

/** The image captchas shown before a repeated data export; only a user's latest one counts. */
export function createImageCaptchaRepository (db: Db) {
  const insert = db.prepare('INSERT INTO ImageCaptchas (UserId, answer, createdAt) VALUES (?, ?, ?)')
  const latest = db.prepare<[number], ImageCaptchaRow>('SELECT * FROM ImageCaptchas WHERE UserId = ? ORDER BY id DESC LIMIT 1')
  const clear = db.prepare('DELETE FROM ImageCaptchas WHERE UserId = ?')
  return {
    /** Keeps only the newest captcha per user, so old images cannot be answered. */
    replace (userId: number, answer: string): void {
      db.transaction(() => { clear.run(userId); insert.run(userId, answer, now()) })()
    },
    latest: (userId: number) => latest.get(userId),
    clear: (userId: number) => clear.run(userId).changes
  }
}
