import { BudgetExceeded, BUDGETS } from '../../challenges/mechanisms/budgets.js'
import type { ResolvedPath } from '../../challenges/mechanisms/virtual-roots.js'
import { invalid } from '../errors.js'
import { decoyPathOf } from './decoy-system.js'

/** Reads an external entity's URI through the decoy tree; null refuses it. */
export type EntityReader = (uri: string) => { resolved: ResolvedPath, content: Buffer } | null

export interface XmlParseOutcome {
  /** The document's text content as the retired interface echoed it. */
  echo: string
  /** Decoy files that external entities read. */
  filesRead: ResolvedPath[]
}

type Libxml = typeof import('libxml2-wasm')

interface OpenEntity { content: Buffer, position: number }

/**
 * libxml2 (compiled to WebAssembly) parses the retired supplier interface's XML. Its input
 * provider is global to the library, so it is registered once and asks `activeReader`, which is set
 * only for the duration of one synchronous parse: two parses can never interleave.
 */
let library: Promise<Libxml> | null = null
let activeReader: EntityReader | null = null
let activeFiles: ResolvedPath[] = []
const openEntities = new Map<number, OpenEntity>()
let nextHandle = 1

async function loadLibrary (): Promise<Libxml> {
  library ??= import('libxml2-wasm').then(lib => {
    lib.xmlRegisterInputProvider({
      match: uri => decoyPathOf(uri) !== null || /^[a-z][\w+.-]*:/i.test(uri),
      open: uri => {
        const found = activeReader?.(uri)
        if (!found) return undefined
        activeFiles.push(found.resolved)
        const handle = nextHandle++
        openEntities.set(handle, { content: found.content, position: 0 })
        return handle
      },
      read: (handle, buffer) => {
        const entity = openEntities.get(handle)
        if (!entity) return -1
        const count = Math.min(buffer.byteLength, entity.content.length - entity.position)
        buffer.set(entity.content.subarray(entity.position, entity.position + count))
        entity.position += count
        return count
      },
      close: handle => openEntities.delete(handle)
    })
    return lib
  })
  return await library
}

/**
 * Parses with entity substitution on (the planted part: external entities are resolved, through
 * the decoy tree only). libxml2 itself stops entity amplification once the expansion passes 1 MB
 * at a factor it deems abusive; that and an echo over 1 MB are the XML budget.
 */
export async function parseXmlUpload (text: string, reader: EntityReader): Promise<XmlParseOutcome> {
  const lib = await loadLibrary()
  activeReader = reader
  activeFiles = []
  try {
    // vuln-code-snippet start xxeFileDisclosureChallenge
    const doc = lib.XmlDocument.fromString(text, { option: lib.ParseOption.XML_PARSE_NOENT | lib.ParseOption.XML_PARSE_NONET }) // vuln-code-snippet vuln-line xxeFileDisclosureChallenge
    try {
      const echo = doc.root.content
      // vuln-code-snippet end xxeFileDisclosureChallenge
      if (echo.length > BUDGETS.xmlOutputBytes) throw new BudgetExceeded('xml', 'The XML document expands to more than 1 MB', 'file-upload')
      return { echo, filesRead: activeFiles }
    } finally {
      doc.dispose()
    }
  } catch (error) {
    if (error instanceof BudgetExceeded) throw error
    const message = error instanceof Error ? error.message : String(error)
    if (/amplification|entity loop|huge|too many|exceeded/i.test(message)) throw new BudgetExceeded('xml', 'XML entity expansion stopped: too many expansions', 'file-upload')
    throw invalid(`The XML file could not be parsed: ${message.trim().slice(0, 200)}`)
  } finally {
    activeReader = null
    activeFiles = []
    openEntities.clear()
  }
}
