import fs from 'node:fs'
import path from 'node:path'
import { LASTING_KEY_FILES } from '../domain/auth/keys.js'
import { DATA_MARKER, INSTANCE_MARKER, isMarkedDataFolder, isMarkedInstanceFolder } from './folders.js'
import { INSTANCE_ID_PATTERN } from './registry.js'

const DATABASE_FILES = ['shop.db', 'shop.db-wal', 'shop.db-shm', 'shop.db-journal']
const KEY_FILES = ['jwt.key', 'jwt.pub', 'answers.key']

interface Target { name: string, kind: 'file' | 'folder' }

/**
 * What the shop made in an instance folder and a reset throws away. Kept on purpose: the progress-code
 * secret (codes in players' backups stay valid) and the marker; the flag key `ctf.key` sits beside
 * the instances and is never a target either (flags stay those the CTF platform knows).
 */
const TARGETS: readonly Target[] = [
  ...DATABASE_FILES.map(name => ({ name, kind: 'file' as const })),
  { name: 'files', kind: 'folder' },
  ...KEY_FILES.filter(file => !LASTING_KEY_FILES.includes(file)).map(name => ({ name: path.join('keys', name), kind: 'file' as const }))
]

interface ResetPlan {
  /** The data folder with every link resolved. */
  dataDir: string
  /** Why nothing at all is deleted here; unset when the plan may be carried out. */
  refusal?: string
  /** Absolute paths that will be deleted (a folder with everything in it), in this order. */
  deletions: string[]
  /** What looks like shop data but is left alone, and why. */
  leftAlone: Array<{ path: string, reason: string }>
}

export interface ResetOptions {
  /** The shop's own checkout: a data folder that is it or holds it is refused whatever its marker says. */
  checkout: string
}

const isWithin = (folder: string, inner: string): boolean => {
  const relative = path.relative(folder, inner)
  return !relative.startsWith('..') && !path.isAbsolute(relative)
}

/** The targets of one marked instance folder; a target that is a link, or not what the shop made, is left alone. */
function planInstance (folder: string, plan: ResetPlan): void {
  const keys = fs.lstatSync(path.join(folder, 'keys'), { throwIfNoEntry: false })
  const keysUsable = keys?.isDirectory() === true
  if (keys !== undefined && !keysUsable) plan.leftAlone.push({ path: path.join(folder, 'keys'), reason: 'not a plain folder (a link?)' })
  for (const target of TARGETS) {
    const file = path.join(folder, target.name)
    if (path.dirname(target.name) === 'keys' && !keysUsable) continue
    const stat = fs.lstatSync(file, { throwIfNoEntry: false })
    if (stat === undefined) continue
    if (target.kind === 'file' ? stat.isFile() : stat.isDirectory()) plan.deletions.push(file)
    else plan.leftAlone.push({ path: file, reason: `not a plain ${target.kind} (a link?)` })
  }
}

/**
 * Works out what a reset would delete in a data folder, touching nothing. Only a folder carrying the
 * shop's data marker is looked into, and in it only instance folders carrying their instance marker;
 * links are never followed. Folders without a marker (the user's own, or shops from before markers)
 * are listed as left alone when they hold a `shop.db`.
 */
export function planReset (dataDir: string, options: ResetOptions): ResetPlan {
  const real = fs.existsSync(dataDir) ? fs.realpathSync(dataDir) : path.resolve(dataDir)
  const plan: ResetPlan = { dataDir: real, deletions: [], leftAlone: [] }
  if (!fs.existsSync(real)) return plan
  if (isWithin(real, fs.realpathSync(options.checkout))) {
    return { ...plan, refusal: `${real} holds the shop's own checkout (${options.checkout}); a data folder never does` }
  }
  if (!isMarkedDataFolder(real)) {
    return { ...plan, refusal: `${real} has no ${DATA_MARKER} marker, so the shop did not create it` }
  }
  for (const entry of fs.readdirSync(real, { withFileTypes: true })) {
    if (!INSTANCE_ID_PATTERN.test(entry.name)) continue
    const folder = path.join(real, entry.name)
    if (entry.isSymbolicLink()) plan.leftAlone.push({ path: folder, reason: 'a link, not a folder the shop made' })
    if (!entry.isDirectory()) continue
    if (isMarkedInstanceFolder(folder)) planInstance(folder, plan)
    else if (fs.existsSync(path.join(folder, 'shop.db'))) plan.leftAlone.push({ path: folder, reason: `no ${INSTANCE_MARKER} marker naming ${entry.name}` })
  }
  return plan
}

/** The plan as the reset prints it before doing anything. */
export function describePlan (plan: ResetPlan): string {
  if (plan.refusal !== undefined) {
    return [
      `Nothing deleted: ${plan.refusal}.`,
      'If it is shop data, delete it by hand; the shop creates the folder again, with markers, on its next',
      'start. To keep flags and progress codes valid, move ctf.key and <instance>/keys/progress.key aside',
      'first and copy them back over the new ones once the shop has started and stopped.'
    ].join('\n')
  }
  const lines = [plan.deletions.length === 0 ? `Nothing to delete in ${plan.dataDir}.` : `Deleting ${plan.deletions.length} entries in ${plan.dataDir}:`]
  for (const file of plan.deletions) lines.push(`  ${file}`)
  if (plan.leftAlone.length > 0) {
    lines.push('Left alone (delete by hand if it is shop data you no longer need):')
    for (const { path: file, reason } of plan.leftAlone) lines.push(`  ${file}: ${reason}`)
  }
  return lines.join('\n')
}

export interface ResetResult { plan: ResetPlan, deleted: string[] }

/**
 * Throws away what the shop created in a data folder and nothing else: plans (planReset), tells
 * `print` the plan, then deletes exactly its entries. A refused plan deletes nothing.
 */
export function resetData (dataDir: string, options: ResetOptions & { print?: (text: string) => void }): ResetResult {
  const plan = planReset(dataDir, options)
  options.print?.(describePlan(plan))
  if (plan.refusal !== undefined) return { plan, deleted: [] }
  for (const file of plan.deletions) fs.rmSync(file, { recursive: true, force: true })
  return { plan, deleted: plan.deletions }
}
