import type { Db } from '../db/open.js'
import { now } from '../db/open.js'

export interface ChatbotProfileRow { UserId: number, profile: string, couponRequests: number, updatedAt: string }

/** What the support bot remembers per customer: the profile string and this conversation's coupon requests. */
export function createChatbotProfileRepository (db: Db) {
  const byUser = db.prepare<[number], ChatbotProfileRow>('SELECT * FROM ChatbotProfiles WHERE UserId = ?')
  const upsert = db.prepare(`INSERT INTO ChatbotProfiles (UserId, profile, couponRequests, updatedAt) VALUES (?, ?, 0, ?)
    ON CONFLICT(UserId) DO UPDATE SET profile = excluded.profile, updatedAt = excluded.updatedAt`)
  const countCoupon = db.prepare('UPDATE ChatbotProfiles SET couponRequests = couponRequests + 1, updatedAt = ? WHERE UserId = ?')
  const resetCoupons = db.prepare('UPDATE ChatbotProfiles SET couponRequests = 0, updatedAt = ? WHERE UserId = ?')
  const remove = db.prepare('DELETE FROM ChatbotProfiles WHERE UserId = ?')
  return {
    find: (userId: number) => byUser.get(userId),
    save: (userId: number, profile: string) => upsert.run(userId, profile, now()),
    /** Counts one more coupon request and returns the new count. */
    countCouponRequest (userId: number): number {
      countCoupon.run(now(), userId)
      return byUser.get(userId)?.couponRequests ?? 0
    },
    startConversation: (userId: number) => resetCoupons.run(now(), userId),
    remove: (userId: number) => remove.run(userId).changes
  }
}
