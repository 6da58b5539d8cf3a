import { BUDGETS } from '../challenges/mechanisms/budgets.js'
import { decoyPathOf } from '../domain/uploads/decoy-system.js'
import { countEntityExpansions } from './xml-expansions.js'
import { messageOf, overBudget, unreadable } from './refusal.js'
import type { XmlResult, XmlTask } from './tasks.js'

type Libxml = typeof import('libxml2-wasm')

interface OpenEntity { content: Uint8Array, position: number }

/** Most external entities one document may open (each is also an expansion). */
const MAX_ENTITY_FILES = 100

/**
 * What the running task lets external entities read. libxml2's input provider is global to the
 * library, so it is registered once per worker and consults this; a worker runs one task at a time.
 */
let current: { files: Record<string, Uint8Array>, entities: Array<{ name: string, served: boolean }> } | null = null
const openEntities = new Map<number, OpenEntity>()
let nextHandle = 1
let library: Promise<Libxml> | null = null

/** A name inside the decoy tree, or null when it climbs out of it (as the shop's resolver would say). */
function insideDecoyTree (name: string): string | null {
  const normal = name.split('/').reduce<string[] | null>((parts, part) => {
    if (parts === null) return null
    if (part === '..') return parts.length === 0 ? null : parts.slice(0, -1)
    return part === '' || part === '.' ? parts : [...parts, part]
  }, [])
  return normal === null ? null : normal.join('/')
}

function openEntity (uri: string): number | undefined {
  const name = decoyPathOf(uri)
  if (current === null || name === null || current.entities.length >= MAX_ENTITY_FILES) return undefined
  const key = insideDecoyTree(name)
  const content = key === null ? undefined : current.files[key]
  current.entities.push({ name, served: content !== undefined })
  if (content === undefined) return undefined
  const handle = nextHandle++
  openEntities.set(handle, { content, position: 0 })
  return handle
}

/** libxml2 compiled to WebAssembly, loaded once per worker before the task's clock starts. */
export async function libxml2 (): Promise<Libxml> {
  library ??= import('libxml2-wasm').then(lib => {
    lib.xmlRegisterInputProvider({
      match: uri => decoyPathOf(uri) !== null || /^[a-z][\w+.-]*:/i.test(uri),
      open: openEntity,
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
 * libxml2's own entity guards: the amplification factor, a reference loop and entity nesting. Its
 * other limits (document depth, whose message names XML_PARSE_HUGE, buffer sizes, attribute
 * counts) trip on documents without a single entity and are unreadable input, not an expansion.
 */
const AMPLIFICATION = /entity amplification|entity reference loop|entity nesting depth/i

/**
 * The document without entity substitution, for counting. The external DTD and external parameter
 * entities are loaded here (from the decoy copy), because entities they declare are expanded by
 * the real parse as well. A document whose external DTD does not parse is outlined without it: the
 * real parse never loads that DTD, and the upload should fare as it would without the count.
 */
function parseOutline (lib: Libxml, text: string): InstanceType<Libxml['XmlDocument']> {
  try {
    return lib.XmlDocument.fromString(text, { option: lib.ParseOption.XML_PARSE_NONET | lib.ParseOption.XML_PARSE_DTDLOAD })
  } catch (error) {
    if (AMPLIFICATION.test(messageOf(error))) throw error
    return lib.XmlDocument.fromString(text, { option: lib.ParseOption.XML_PARSE_NONET })
  }
}

/**
 * Parses the retired supplier interface's XML with entity substitution on (the planted part:
 * external entities are resolved, from the decoy tree the shop handed over and nothing else).
 * First the document is parsed without substitution (its external DTD and parameter entities
 * loaded) and its entity references are counted, each with everything its replacement text
 * references in turn; past 10 000 expansions the XML budget trips before anything is expanded.
 * libxml2's own amplification guard and an echo over 1 MB are the XML budget too.
 */
export async function runXmlTask (task: XmlTask): Promise<XmlResult> {
  const lib = await libxml2()
  current = { files: task.decoyFiles, entities: [] }
  try {
    const outline = parseOutline(lib, task.text)
    try {
      if (countEntityExpansions(outline, BUDGETS.xmlExpansions) > BUDGETS.xmlExpansions) {
        return overBudget(`XML entity expansion stopped: more than ${BUDGETS.xmlExpansions.toLocaleString('en')} expansions`)
      }
    } finally {
      outline.dispose()
    }
    // Only what the real parse reads is reported as read.
    current.entities = []
    const { text } = task
    // vuln-code-snippet start xxeFileDisclosureChallenge
    const doc = lib.XmlDocument.fromString(text, { option: lib.ParseOption.XML_PARSE_NOENT | lib.ParseOption.XML_PARSE_NONET }) // vuln-code-snippet vuln-line xxeFileDisclosureChallenge
    try {
      const echo = doc.root.content
      // vuln-code-snippet end xxeFileDisclosureChallenge
      if (echo.length > BUDGETS.xmlOutputBytes) return overBudget('The XML document expands to more than 1 MB')
      return { ok: true, echo, entities: current.entities }
    } finally {
      doc.dispose()
    }
  } catch (error) {
    const message = messageOf(error)
    if (AMPLIFICATION.test(message)) return overBudget('XML entity expansion stopped: too many expansions')
    return unreadable(`The XML file could not be parsed: ${message.trim().slice(0, 200)}`)
  } finally {
    current = null
    openEntities.clear()
  }
}
