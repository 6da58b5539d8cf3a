import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface CaptchaRow { id: number, captchaId: number, captcha: string, answer: string, createdAt: string }

export function createCaptchaRepository (db: Db) {
  // Used captchas are deleted, so the next id comes from the AUTOINCREMENT counter, which never
  // goes back: a captchaId is never handed out twice.
  const nextId = db.prepare<[], { next: number }>(`
    SELECT COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'Captchas'), 0) + 1 AS next`)
  const insert = db.prepare('INSERT INTO Captchas (captchaId, captcha, answer, createdAt) VALUES (?, ?, ?, ?)')
  const byCaptchaId = db.prepare<[number], CaptchaRow>('SELECT * FROM Captchas WHERE captchaId = ?')
  // Unanswered captchas expire after an hour, so fetching captchas in a loop cannot grow the table forever.
  const expire = db.prepare('DELETE FROM Captchas WHERE createdAt < ?')
  return {
    insert (captcha: string, answer: string): CaptchaRow {
      expire.run(new Date(Date.now() - 3_600_000).toISOString())
      const captchaId = nextId.get()!.next
      insert.run(captchaId, captcha, answer, now())
      return byCaptchaId.get(captchaId)!
    },
    findByCaptchaId: (captchaId: number) => byCaptchaId.get(captchaId)
  }
}
