import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface CaptchaRow { id: number, captchaId: number, captcha: string, answer: string, createdAt: string }

export function createCaptchaRepository (db: Db) {
  const nextId = db.prepare<[], { next: number }>('SELECT COALESCE(MAX(captchaId), 0) + 1 AS next FROM Captchas')
  const insert = db.prepare('INSERT INTO Captchas (captchaId, captcha, answer, createdAt) VALUES (?, ?, ?, ?)')
  const byCaptchaId = db.prepare<[number], CaptchaRow>('SELECT * FROM Captchas WHERE captchaId = ?')
  return {
    insert (captcha: string, answer: string): CaptchaRow {
      const captchaId = nextId.get()!.next
      insert.run(captchaId, captcha, answer, now())
      return byCaptchaId.get(captchaId)!
    },
    findByCaptchaId: (captchaId: number) => byCaptchaId.get(captchaId)
  }
}
