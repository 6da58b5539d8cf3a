import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface SecurityAnswerRow { id: number, UserId: number, SecurityQuestionId: number, answer: string, createdAt: string, updatedAt: string }

/** Answers are stored already hashed (HMAC, see domain/accounts/answers.ts); this module only moves rows. */
export function createSecurityAnswerRepository (db: Db) {
  const byUser = db.prepare<[number], SecurityAnswerRow>('SELECT * FROM SecurityAnswers WHERE UserId = ?')
  const alternatives = db.prepare<[number], { answer: string }>('SELECT answer FROM SecurityAnswerAlternatives WHERE UserId = ?')
  const insertAlternative = db.prepare('INSERT INTO SecurityAnswerAlternatives (UserId, answer) VALUES (?, ?)')
  const insert = db.prepare('INSERT INTO SecurityAnswers (UserId, SecurityQuestionId, answer, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
  return {
    findByUser: (userId: number) => byUser.get(userId),
    /** Every accepted answer hash of the user: the answer and its alternatives. */
    acceptedHashes: (userId: number): string[] => {
      const main = byUser.get(userId)
      return main ? [main.answer, ...alternatives.all(userId).map(row => row.answer)] : []
    },
    insertAlternative: (userId: number, answerHash: string) => { insertAlternative.run(userId, answerHash) },
    insert (userId: number, questionId: number, answerHash: string): SecurityAnswerRow {
      const stamp = now()
      const info = insert.run(userId, questionId, answerHash, stamp, stamp)
      return { id: Number(info.lastInsertRowid), UserId: userId, SecurityQuestionId: questionId, answer: answerHash, createdAt: stamp, updatedAt: stamp }
    }
  }
}
