import type { Complaint } from '@shop/contract'
import type { ShopInstance } from '../../instance/shop-instance.js'
import { COMPLAINT_UPLOADS } from '../uploads/file-upload.js'
import { invalid } from '../errors.js'

export const COMPLAINT_MAX_LENGTH = 160

/** Files a complaint; `file` is the stored name `/file-upload` answered with, when one was attached. */
export function fileComplaint (shop: ShopInstance, userId: number, message: string, file?: string): Complaint {
  const text = message.trim()
  if (text === '') throw invalid('Please describe your complaint.')
  if (text.length > COMPLAINT_MAX_LENGTH) throw invalid(`A complaint may be at most ${COMPLAINT_MAX_LENGTH} characters long.`)
  if (file !== undefined && (!/^[0-9a-f]{12}-[\w.-]+$/.test(file) || !shop.files.exists(shop.files.resolve(COMPLAINT_UPLOADS, file)))) {
    throw invalid('The attached file is unknown; upload it again.')
  }
  const row = shop.repos.complaints.insert(userId, text, file ?? null)
  shop.scanContent(text, 'complaint')
  return row
}

/** The caller's own complaints. */
export const complaintsOf = (shop: ShopInstance, userId: number): Complaint[] => shop.repos.complaints.listByUser(userId)
