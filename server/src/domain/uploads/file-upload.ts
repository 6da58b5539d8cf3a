import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { UploadedFile as StoredUpload } from '@shop/contract'
import type { ShopConfig } from '../../config.js'
import type { ShopPorts } from '../ports.js'
import { DomainError, invalid } from '../errors.js'
import { storeUserFiles, type FileWrite } from '../files/storage.js'
import { parseContained } from './parse-contained.js'
import { parseXmlUpload, type XmlUploadShop } from './xml-upload.js'
import { checkEntryNames } from './zip-entries.js'

/** An upload is parsed (XML), unpacked (ZIP) and stored within the caps, then reported. */
type UploadShop = XmlUploadShop & Pick<ShopPorts, 'repos' | 'events'> & { config: Pick<ShopConfig, 'fileStorage'> }

export interface UploadedFile { originalName: string, size: number, buffer: Buffer }

export type UploadOutcome = StoredUpload

export const COMPLAINT_UPLOADS = 'uploads/complaints'
const RETIRED = 'B2B customer complaints via file upload have been deprecated for security reasons'

const extensionOf = (name: string): string => path.extname(name).slice(1).toLowerCase()

/** A stored file's name: random, with the upload's own (cleaned) name after it for recognition. */
function storedName (original: string): string {
  const clean = path.basename(original.replace(/\\/g, '/')).replace(/[^\w.-]/g, '_').replace(/^\.+/, '').slice(-80) || 'upload'
  return `${randomBytes(6).toString('hex')}-${clean}`
}

/**
 * The complaint form's invoice upload. The size budget (200 000 bytes) is enforced before this
 * runs. XML and YAML go to the retired supplier interface, which parses and echoes them and then
 * answers 410; ZIP archives are unpacked next to the uploads (entry names checked first, every
 * file written or none); everything else is stored.
 */
export async function acceptUpload (shop: UploadShop, userId: number, upload: UploadedFile): Promise<UploadOutcome> {
  if (upload.size === 0) throw invalid('The uploaded file is empty')
  const extension = extensionOf(upload.originalName)
  if (extension === 'xml') await retiredXmlInterface(shop, upload)
  if (extension === 'yml' || extension === 'yaml') await retiredYamlInterface(shop, upload)

  const file = storedName(upload.originalName)
  const unpacked = extension === 'zip' ? await archiveEntries(shop, upload.buffer) : undefined
  // Planted (uploadTypeChallenge): any other extension is stored too; only the form restricts types.
  // The upload and what its archive unpacks are written together, all or nothing, within the caps.
  storeUserFiles(shop, userId, 'complaint', [...unpacked ?? [], { target: shop.files.resolve(COMPLAINT_UPLOADS, file), data: upload.buffer }])
  shop.events.emit('upload.accepted', { userId, name: upload.originalName, size: upload.size, extension })
  return { file, size: upload.size, ...(unpacked !== undefined && { extracted: unpacked.length }) }
}

async function retiredXmlInterface (shop: UploadShop, upload: UploadedFile): Promise<never> {
  const outcome = await parseXmlUpload(shop, upload.buffer.toString('utf8'))
  shop.events.emit('upload.parsed', { kind: 'xml', echo: outcome.echo, filesRead: outcome.filesRead })
  throw new DomainError('gone', `${RETIRED}: ${outcome.echo.slice(0, 400)}`)
}

async function retiredYamlInterface (shop: UploadShop, upload: UploadedFile): Promise<never> {
  const { echo } = await parseContained(shop, { kind: 'yaml', text: upload.buffer.toString('utf8') })
  shop.events.emit('upload.parsed', { kind: 'yaml', echo, filesRead: [] })
  throw new DomainError('gone', `${RETIRED}: ${echo.slice(0, 400)}`)
}

/** Where each entry of an archive goes, next to the complaint uploads; nothing is written yet. */
async function archiveEntries (shop: UploadShop, archive: Buffer): Promise<FileWrite[]> {
  const { entries } = await parseContained(shop, { kind: 'zip', archive })
  checkEntryNames(entries.map(entry => entry.name))
  const unpacked: FileWrite[] = []
  // vuln-code-snippet start zipSlipChallenge
  for (const entry of entries) {
    const target = shop.resolveFile('zip', COMPLAINT_UPLOADS, entry.name) // vuln-code-snippet vuln-line zipSlipChallenge
    // Entries that would leave the shop's file area are skipped.
    if (!target.insideInstanceRoot) continue
    unpacked.push({ target, data: entry.data }) // vuln-code-snippet vuln-line zipSlipChallenge
  }
  // vuln-code-snippet end zipSlipChallenge
  return unpacked
}
