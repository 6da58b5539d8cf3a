/*
 * Leaves fixed layout values of the web app out of its mutation run: an `sx` or `style` value (a
 * JSX attribute, a `sx` property of slot props and column definitions, a constant typed SxProps)
 * that holds only fixed values. Replacing `mt: 2` by nothing changes the look, not what the screen
 * does; component tests on happy-dom compute no layout, and the screens' looks are checked on
 * screenshots. A value that depends on state (a condition, `&&`, `||`, `??`, a
 * comparison) is mutated as usual: `display: empty ? 'none' : undefined` decides what is shown;
 * the fixed properties beside it in the same object are still left out.
 *
 * Mutants left out are reported as Ignored with LAYOUT_REASON and counted apart by score.mjs, so the
 * figure says how many there are.
 */
export const LAYOUT_REASON = 'Fixed layout value (sx or style)'

const LAYOUT_NAMES = new Set(['sx', 'style'])
const DECISIONS = new Set(['ConditionalExpression', 'LogicalExpression', 'BinaryExpression', 'IfStatement', 'SwitchStatement'])

/** Whether a subtree decides anything: a condition or comparison anywhere below it. */
function decides (node) {
  if (node === null || typeof node !== 'object') return false
  if (Array.isArray(node)) return node.some(decides)
  if (DECISIONS.has(node.type)) return true
  return Object.entries(node).some(([key, value]) => key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments' && typeof value === 'object' && decides(value))
}

const keyName = key => key?.type === 'Identifier' ? key.name : key?.type === 'StringLiteral' ? key.value : undefined
const typeName = annotation => annotation?.typeAnnotation?.typeName?.name

/** The layout value a node path holds, or undefined when it is not one. */
export function layoutValue (path) {
  const node = path.node
  if (node.type === 'JSXAttribute' && LAYOUT_NAMES.has(node.name?.name)) return node.value
  if (node.type === 'ObjectProperty' && !node.computed && keyName(node.key) === 'sx') return node.value
  if (node.type === 'VariableDeclarator' && typeName(node.id?.typeAnnotation) === 'SxProps') return node.init
  return undefined
}

/** A fixed property of a layout object that also holds state-dependent ones. */
const fixedPropertyOfLayout = path => path.node.type === 'ObjectProperty' && !decides(path.node.value) && !decides(path.node.key) &&
  path.findParent(parent => layoutValue(parent) !== undefined) !== null

export class LayoutIgnorer {
  shouldIgnore (path) {
    const value = layoutValue(path)
    if (value != null) return decides(value) ? undefined : LAYOUT_REASON
    return fixedPropertyOfLayout(path) ? LAYOUT_REASON : undefined
  }
}

// What declareClassPlugin(PluginKind.Ignore, …) returns, written out: Stryker is installed only for
// mutation runs, and score.mjs (run by npm test's tooling tests) reads LAYOUT_REASON from here.
export const strykerPlugins = [{ kind: 'Ignore', name: 'layout', injectableClass: LayoutIgnorer }]
