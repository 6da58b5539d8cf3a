import type { Db } from '../db/open.js'

/** What of a seeded user depends on the instance's answer key. */
export interface SeedUserSecrets { id: number, answerHash: string, alternativeHashes: string[], deluxeToken: string }

/**
 * Puts an instance's own answer hashes and deluxe tokens on the seeded users of a copied template
 * database (instance/template.ts): the template was seeded with a key of its own.
 */
export function rekeySeedUsers (db: Db, users: readonly SeedUserSecrets[]): void {
  const answer = db.prepare('UPDATE SecurityAnswers SET answer = ? WHERE UserId = ?')
  const dropAlternatives = db.prepare('DELETE FROM SecurityAnswerAlternatives WHERE UserId = ?')
  const alternative = db.prepare('INSERT INTO SecurityAnswerAlternatives (UserId, answer) VALUES (?, ?)')
  const deluxe = db.prepare("UPDATE Users SET deluxeToken = ? WHERE id = ? AND deluxeToken <> ''")
  db.transaction(() => {
    for (const user of users) {
      answer.run(user.answerHash, user.id)
      dropAlternatives.run(user.id)
      for (const hash of user.alternativeHashes) alternative.run(user.id, hash)
      deluxe.run(user.deluxeToken, user.id)
    }
  })()
}
