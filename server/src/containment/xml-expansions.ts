import type { XmlDocument } from 'libxml2-wasm'
import { XmlNodeStruct, XmlTreeCommonStruct } from 'libxml2-wasm/lib/libxml2.mjs'

/**
 * libxml2's node types this walk needs (libxml2's public `xmlElementType`). The walk reads
 * libxml2's own tree in the WebAssembly memory through libxml2-wasm's struct readers, because the
 * library's classes do not lead from an entity reference to the entity it names.
 */
const ELEMENT = 1
const ENTITY_REF = 5
const DTD = 14

class OverLimit extends Error {}

/**
 * How many entity expansions substituting the entities of a document parsed without substitution
 * would perform: every reference counts once, plus the expansions inside the replacement text it
 * names, recursively. libxml2 has already parsed each referenced entity's text into nodes (it
 * checks them for well-formedness), so each entity is walked once and its count reused; the walk
 * stops as soon as the count passes `limit` and answers `limit + 1`. An entity loop counts as over
 * the limit (libxml2 refuses it anyway).
 */
export function countEntityExpansions (doc: XmlDocument, limit: number): number {
  const perEntity = new Map<number, number>()
  const visiting = new Set<number>()
  let total = 0

  const add = (count: number): void => {
    total += count
    if (total > limit) throw new OverLimit()
  }

  /** Expansions one entity's replacement text performs (its own reference not included). */
  const insideEntity = (entity: number): number => {
    const known = perEntity.get(entity)
    if (known !== undefined) return known
    if (visiting.has(entity)) throw new OverLimit()
    visiting.add(entity)
    const before = total
    walkChildren(entity)
    const count = total - before
    visiting.delete(entity)
    perEntity.set(entity, count)
    return count
  }

  const walkNode = (node: number): void => {
    const type = XmlTreeCommonStruct.type(node)
    if (type === ENTITY_REF) {
      const entity = XmlTreeCommonStruct.children(node)
      const before = total
      const inner = entity === 0 ? 0 : insideEntity(entity)
      // The first walk of an entity already added its inner count; later references add it again.
      if (total === before) add(inner)
      add(1)
      return
    }
    if (type === DTD) return
    if (type === ELEMENT) {
      for (let attr = XmlNodeStruct.properties(node); attr !== 0; attr = XmlTreeCommonStruct.next(attr)) walkChildren(attr)
    }
    walkChildren(node)
  }

  function walkChildren (parent: number): void {
    for (let child = XmlTreeCommonStruct.children(parent); child !== 0; child = XmlTreeCommonStruct.next(child)) walkNode(child)
  }

  try {
    walkChildren((doc as unknown as { _ptr: number })._ptr)
    return total
  } catch (error) {
    if (error instanceof OverLimit) return limit + 1
    throw error
  }
}
