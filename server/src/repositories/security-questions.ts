import type { Db } from '../db/open.js'

export interface SecurityQuestionRow { id: number, question: string }

export function createSecurityQuestionRepository (db: Db) {
  const all = db.prepare<[], SecurityQuestionRow>('SELECT id, question FROM SecurityQuestions ORDER BY id')
  const byId = db.prepare<[number], SecurityQuestionRow>('SELECT id, question FROM SecurityQuestions WHERE id = ?')
  const byUser = db.prepare<[number], SecurityQuestionRow>(`
    SELECT q.id, q.question FROM SecurityQuestions q
    JOIN SecurityAnswers a ON a.SecurityQuestionId = q.id WHERE a.UserId = ?`)
  const insert = db.prepare('INSERT INTO SecurityQuestions (id, question) VALUES (@id, @question)')
  return {
    list: () => all.all(),
    findById: (id: number) => byId.get(id),
    findForUser: (userId: number) => byUser.get(userId),
    insert: (row: SecurityQuestionRow) => { insert.run(row) }
  }
}
