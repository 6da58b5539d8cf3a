import type { Complaint } from '@shop/contract'
import type { VirtualRoot } from '../../challenges/mechanisms/virtual-roots.js'
import type { Repositories } from '../../repositories/index.js'
import type { ContentScanning } from '../ports.js'
import { COMPLAINT_UPLOADS } from '../uploads/file-upload.js'
import { invalid } from '../errors.js'

export const COMPLAINT_MAX_LENGTH = 160

interface ComplaintRepos { repos: Pick<Repositories, 'complaints'> }
/** Filing checks the attachment in the shop's file area and scans the text (pattern F). */
export interface ComplaintDeps extends ComplaintRepos, ContentScanning { files: Pick<VirtualRoot, 'resolve' | 'exists'> }

/** Files a complaint; `file` is the stored name `/file-upload` answered with, when one was attached. */
export function fileComplaint (shop: ComplaintDeps, userId: number, message: string, file?: string): Complaint {
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
export const complaintsOf = (shop: ComplaintRepos, userId: number): Complaint[] => shop.repos.complaints.listByUser(userId)
