import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { projectRoot } from '../paths.js'

const appFolder = path.join(projectRoot, 'web', 'src', 'app')

/*
 * The web app's screen routes, read from its router sources rather than kept as a second list:
 * `routes` in app/router.tsx (route objects with `path` and `children`, and `page('<path>', …)`
 * calls), with classroom mode's own table (app/classroom.tsx) below `classroom/`. A path computed
 * by a call (the hidden token-sale page) is taken from its module.
 */

type Resolve = (call: string) => string | undefined

function segmentOf (node: ts.Expression | undefined, resolve: Resolve): string | undefined {
  if (node === undefined) return undefined
  if (ts.isStringLiteralLike(node)) return node.text
  if (ts.isCallExpression(node)) return resolve(node.expression.getText())
  return undefined
}

/** Every route pattern below `prefix` declared in an array of route objects / page() calls. */
function patternsOf (list: ts.ArrayLiteralExpression, prefix: string, resolve: Resolve, nested: Map<string, ts.ArrayLiteralExpression>): string[] {
  const patterns: string[] = []
  for (const element of list.elements) {
    let segment: string | undefined
    let children: ts.ArrayLiteralExpression | undefined
    if (ts.isCallExpression(element) && element.expression.getText() === 'page') {
      segment = segmentOf(element.arguments[0], resolve)
    } else if (ts.isObjectLiteralExpression(element)) {
      for (const property of element.properties) {
        if (!ts.isPropertyAssignment(property)) continue
        const name = property.name.getText()
        if (name === 'path') segment = segmentOf(property.initializer, resolve)
        if (name === 'children' && ts.isArrayLiteralExpression(property.initializer)) children = property.initializer
      }
    }
    const here = segment === undefined ? prefix : path.posix.join(prefix, segment)
    if (segment !== undefined) patterns.push(here)
    const below = segment?.endsWith('/*') === true ? nested.get(segment.slice(0, -2)) : undefined
    if (below !== undefined) patterns.push(...patternsOf(below, here.slice(0, -2), resolve, nested))
    if (children !== undefined) patterns.push(...patternsOf(children, here, resolve, nested))
  }
  return patterns
}

function firstArray (file: string, find: (node: ts.Node) => ts.ArrayLiteralExpression | undefined): ts.ArrayLiteralExpression {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  let found: ts.ArrayLiteralExpression | undefined
  const visit = (node: ts.Node): void => { found ??= find(node); if (found === undefined) ts.forEachChild(node, visit) }
  visit(source)
  if (found === undefined) throw new Error(`No route table found in ${file}`)
  return found
}

/** The web app's screen route patterns, e.g. `/search`, `/address/edit/:addressId`, `/classroom/trainer`. */
export async function webRoutePatterns (): Promise<string[]> {
  const tokenSale = await import(pathToFileURL(path.join(appFolder, 'token-sale-route.ts')).href) as { tokenSalePath: () => string }
  const resolve: Resolve = call => call === 'tokenSalePath' ? tokenSale.tokenSalePath() : undefined
  const shopRoutes = firstArray(path.join(appFolder, 'router.tsx'), node =>
    ts.isVariableDeclaration(node) && node.name.getText() === 'routes' && node.initializer !== undefined && ts.isArrayLiteralExpression(node.initializer) ? node.initializer : undefined)
  const classroomRoutes = firstArray(path.join(appFolder, 'classroom.tsx'), node =>
    ts.isCallExpression(node) && node.expression.getText() === 'useRoutes' && node.arguments[0] !== undefined && ts.isArrayLiteralExpression(node.arguments[0]) ? node.arguments[0] : undefined)
  return patternsOf(shopRoutes, '/', resolve, new Map([['classroom', classroomRoutes]]))
}

/** Whether a screen address (`/search`, `/address/edit/7?x=1`) is one the router answers with a screen of its own. */
export function isScreenRoute (address: string, patterns: readonly string[]): boolean {
  const wanted = address.split(/[?#]/)[0].replace(/\/+$/, '') || '/'
  return patterns.some(pattern => {
    if (pattern.endsWith('*')) return false
    const parts = pattern.split('/')
    const given = wanted.split('/')
    return parts.length === given.length && parts.every((part, i) => part.startsWith(':') ? given[i] !== '' : part === given[i])
  })
}
