import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { Memory, SavedMemory } from '@shop/contract'
import type { ShopPorts } from '../ports.js'
import type { TokenUser } from '../auth/tokens.js'
import { DomainError, invalid } from '../errors.js'
import { storeUserFiles } from '../files/storage.js'

/** Limits of the photo wall: each picture, each caption, each customer and the whole wall. */
export const MEMORY_LIMITS = {
  imageBytes: 1_000_000,
  captionChars: 200,
  perUser: 20,
  perShop: 500
} as const

/** Where uploaded pictures live inside the instance's file area, and the URL they are served at. */
export const UPLOADS_URL = 'assets/public/images/uploads'
export const UPLOADS_FOLDER = 'uploads'
export const uploadsFolder = (shop: Pick<ShopPorts, 'filesDir'>): string => path.join(shop.filesDir, UPLOADS_FOLDER)

export interface UploadedImage { originalName: string, bytes: Buffer }

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47])
const JPEG = Buffer.from([0xff, 0xd8, 0xff])

/** The image type the first bytes announce, or null for anything else. */
export function magicType (bytes: Buffer): 'png' | 'jpeg' | null {
  if (bytes.subarray(0, 4).equals(PNG)) return 'png'
  if (bytes.subarray(0, 3).equals(JPEG)) return 'jpeg'
  return null
}

const PICTURE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg'])

/**
 * The extension the picture is stored under, or null when it is no picture. Planted
 * (photoWallFileTypeChallenge): a picture's extension in the name decides alone; the magic bytes
 * are checked in the browser. Any other name (the peer's Angular client names the file after its
 * caption, without extension) is judged by its first bytes instead: only a real PNG or JPEG passes.
 */
function pictureExtension (image: UploadedImage): string | null {
  const named = path.extname(image.originalName).toLowerCase()
  if (PICTURE_EXTENSIONS.has(named)) return named
  const magic = magicType(image.bytes)
  return magic === null ? null : `.${magic === 'png' ? 'png' : 'jpg'}`
}

export function listMemories (shop: Pick<ShopPorts, 'repos'>): Memory[] {
  return shop.repos.memories.list().map(({ User, ...memory }) => ({
    ...memory,
    User: User ? { id: User.id, username: User.username || User.email.split('@')[0] } : null
  }))
}

/** Saves a picture with its caption on the wall, in the caller's name. */
export function saveMemory (shop: Pick<ShopPorts, 'repos' | 'files' | 'config' | 'events'>, user: TokenUser, caption: string, image: UploadedImage | undefined): SavedMemory {
  if (!image) throw invalid('Please choose an image to upload')
  const text = caption.trim()
  if (text === '') throw invalid('Please enter a caption')
  if (text.length > MEMORY_LIMITS.captionChars) throw invalid(`Captions are limited to ${MEMORY_LIMITS.captionChars} characters`)
  if (image.bytes.length === 0) throw invalid('The image is empty')
  const extension = pictureExtension(image)
  if (extension === null) throw new DomainError('unsupported', 'Only PNG and JPEG images can be shared on the photo wall')
  if (shop.repos.memories.countByUser(user.id) >= MEMORY_LIMITS.perUser) throw new DomainError('too-many', `You can share at most ${MEMORY_LIMITS.perUser} photos`)
  if (shop.repos.memories.count() >= MEMORY_LIMITS.perShop) throw new DomainError('too-many', 'The photo wall is full')

  // Planted (photoMetadataResetChallenge): pictures are kept byte for byte, camera metadata and
  // GPS position included, and served as they are.
  // vuln-code-snippet start photoMetadataResetChallenge
  const fileName = `${randomBytes(12).toString('hex')}${extension === '.jpeg' ? '.jpg' : extension}`
  storeUserFiles(shop, user.id, 'photo-wall', [{ target: shop.files.resolve(UPLOADS_FOLDER, fileName), data: image.bytes }]) // vuln-code-snippet vuln-line photoMetadataResetChallenge
  const row = shop.repos.memories.insert(user.id, text, `${UPLOADS_URL}/${fileName}`)
  // vuln-code-snippet end photoMetadataResetChallenge
  shop.events.emit('memory.saved', { id: row.id, userId: user.id, magic: magicType(image.bytes), fileName })
  return row
}
