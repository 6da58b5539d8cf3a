import type { ResolvedPath } from '../../challenges/mechanisms/virtual-roots.js'
import type { ShopPorts } from '../ports.js'
import type { ContainedPool } from '../../containment/pool.js'
import { DECOY_FOLDER, ensureDecoySystem, readDecoyTree } from './decoy-system.js'
import { parseContained } from './parse-contained.js'

/** Resolves a name inside the file area and reports the resolution to the detectors (pattern L). */
export interface FileResolver {
  resolveFile: (purpose: 'zip' | 'xxe', intendedFolder: string, requested: string) => ResolvedPath
}

/** What reading an XML upload needs of the shop: its file area, its resolver and its worker pool. */
export type XmlUploadShop = Pick<ShopPorts, 'files' | 'filesDir'> & FileResolver & { pool: Pick<ContainedPool, 'run'> }

export interface XmlParseOutcome {
  /** The document's text content as the retired interface echoed it. */
  echo: string
  /** Decoy files that external entities read. */
  filesRead: ResolvedPath[]
}

/**
 * Parses the retired supplier interface's XML in a contained worker (containment/xml-task.ts),
 * which resolves external entities from a copy of the instance's decoy tree and nothing else.
 * Every file name an entity asked for is resolved here afterwards, through the virtual file
 * roots, so detectors see each attempt exactly as if the parser had asked the shop.
 */
export async function parseXmlUpload (shop: XmlUploadShop, text: string): Promise<XmlParseOutcome> {
  ensureDecoySystem(shop.filesDir)
  const { echo, entities } = await parseContained(shop, { kind: 'xml', text, decoyFiles: readDecoyTree(shop.files) })
  const filesRead: ResolvedPath[] = []
  for (const { name, served } of entities) {
    const resolved = shop.resolveFile('xxe', DECOY_FOLDER, name)
    if (served && resolved.insideIntendedFolder && shop.files.exists(resolved)) filesRead.push(resolved)
  }
  return { echo, filesRead }
}
