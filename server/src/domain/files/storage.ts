import path from 'node:path'
import type { ResolvedPath } from '../../challenges/mechanisms/virtual-roots.js'
import type { ShopConfig } from '../../config.js'
import type { ShopPorts } from '../ports.js'
import { DomainError } from '../errors.js'

/** Why a user file is kept: decides what replacing a profile image or erasing an account removes. */
export type StoragePurpose = 'profile-image' | 'photo-wall' | 'complaint'

export interface FileWrite { target: ResolvedPath, data: Uint8Array | string }

/** Disk is taken in blocks: every file is charged whole 4 KiB blocks, an empty one a block too. */
const BLOCK_BYTES = 4096
export const chargedBytes = (bytes: number): number => Math.max(1, Math.ceil(bytes / BLOCK_BYTES)) * BLOCK_BYTES

const megabytes = (bytes: number): string => `${(bytes / 1_000_000).toLocaleString('en', { maximumFractionDigits: 1 })} MB`
const inArea = (shop: Pick<ShopPorts, 'files'>, target: ResolvedPath): string => path.relative(shop.files.root, target.path).split(path.sep).join('/')

/**
 * Writes a user's files, all or nothing, within the storage caps of `config.fileStorage`: what the
 * account keeps and what the whole shop keeps, counted from the StoredFiles table rather than the
 * disk. A file written over one already counted replaces it in the count (whoever it belonged to);
 * `replacing` names the account's own files (paths in the file area) that this write makes
 * obsolete: they are left out of the check and deleted once the new files are in place.
 */
export function storeUserFiles (shop: Pick<ShopPorts, 'repos' | 'files'> & { config: Pick<ShopConfig, 'fileStorage'> }, userId: number, purpose: StoragePurpose, writes: readonly FileWrite[], replacing: readonly string[] = []): void {
  const rows = writes.map(({ target, data }) => ({ path: inArea(shop, target), UserId: userId, purpose, bytes: chargedBytes(Buffer.byteLength(data)) }))
  const obsolete = replacing.filter(file => shop.repos.storedFiles.find(file)?.UserId === userId && !rows.some(row => row.path === file))
  const superseded = [...new Set([...rows.map(row => row.path), ...obsolete])].flatMap(file => shop.repos.storedFiles.find(file) ?? [])
  const adding = rows.reduce((sum, row) => sum + row.bytes, 0)
  const { accountBytes, shopBytes } = shop.config.fileStorage
  const account = shop.repos.storedFiles.bytesOfUser(userId) + adding - superseded.filter(row => row.UserId === userId).reduce((sum, row) => sum + row.bytes, 0)
  if (account > accountBytes) {
    throw new DomainError('too-large', `Your files would take ${megabytes(account)}, more than the ${megabytes(accountBytes)} an account may keep; nothing was saved`, { storage: 'account' })
  }
  const total = shop.repos.storedFiles.bytesOfShop() + adding - superseded.reduce((sum, row) => sum + row.bytes, 0)
  if (total > shopBytes) throw new DomainError('too-large', `The shop's file storage is full (${megabytes(shopBytes)}); nothing was saved`, { storage: 'shop' })
  shop.files.writeAll(writes)
  removeFiles(shop, obsolete)
  shop.repos.storedFiles.replace(rows, obsolete)
}

/** Deletes an account's files of the given purposes and stops counting them (an erased account). */
export function releaseUserFiles (shop: Pick<ShopPorts, 'repos' | 'files'>, userId: number, purposes: readonly StoragePurpose[]): void {
  const files = shop.repos.storedFiles.listByUser(userId).filter(row => purposes.includes(row.purpose as StoragePurpose)).map(row => row.path)
  removeFiles(shop, files)
  shop.repos.storedFiles.replace([], files)
}

/** Deletes one of the account's files and stops counting it. */
export function releaseStoredFile (shop: Pick<ShopPorts, 'repos' | 'files'>, userId: number, file: string): void {
  if (shop.repos.storedFiles.find(file)?.UserId !== userId) return
  removeFiles(shop, [file])
  shop.repos.storedFiles.replace([], [file])
}

/** The file in the area that a stored URL below `urlFolder` names, when the account stored it for `purpose`. */
export function ownStoredFile (shop: Pick<ShopPorts, 'repos'>, userId: number, purpose: StoragePurpose, url: string, urlFolder: string, areaFolder: string): string | undefined {
  const prefix = `${urlFolder}/`
  if (!url.replace(/^\//, '').startsWith(prefix)) return undefined
  const file = `${areaFolder}/${url.replace(/^\//, '').slice(prefix.length)}`
  const row = shop.repos.storedFiles.find(file)
  return row?.UserId === userId && row.purpose === purpose ? file : undefined
}

function removeFiles (shop: Pick<ShopPorts, 'files'>, files: readonly string[]): void {
  for (const file of files) shop.files.remove(shop.files.resolve('.', file))
}
