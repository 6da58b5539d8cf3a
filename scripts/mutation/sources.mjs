/*
 * Kept results go stale when code they did not mutate changes. Stryker's incremental mode re-runs a
 * mutant when its own file or a test file covering it changed, but not when a helper or another
 * module its tests go through did: a "killed" kept from last week may rest on a repository or a
 * router that has changed since. So each shard's kept results carry a manifest: a hash of every
 * source file of the workspace and of the shared contract outside the shard (tests excluded, which
 * Stryker tracks itself), taken when the run started. When any of them differs, the run discards
 * the kept results and says which file made it re-run everything.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { productionFiles, projectRoot, shardFiles, shards } from './shards.mjs'

/**
 * Every non-test source file the shard's tests may rest on, relative to the project root. Test
 * helpers (test-support/) are in: a changed helper can make a test pass that should fail.
 */
function dependedOn (shard, root) {
  const { workspace } = shards[shard]
  const mutated = new Set(shardFiles(shard, root).map(file => `${workspace}/${file}`))
  return [...productionFiles(root, `${workspace}/src`), ...productionFiles(root, 'contract/src')].filter(file => !mutated.has(file))
}

/** A short hash of a file's text, as the kept results record it. */
export const digest = text => createHash('sha256').update(text).digest('hex').slice(0, 16)

/** The manifest of a shard as the working tree is now: { file: hash } sorted by file. */
export function sourceManifest (shard, root = projectRoot) {
  return Object.fromEntries(dependedOn(shard, root).map(file => [file, digest(fs.readFileSync(path.join(root, file)))]))
}

/**
 * Why kept results measured against `recorded` cannot be trusted against `current`, or null when
 * they can. One reason is enough: the first file, in name order, that changed, appeared or went.
 */
export function staleReason (recorded, current) {
  if (recorded === null || recorded === undefined) return 'no record of the sources the kept results were measured against'
  const files = [...new Set([...Object.keys(recorded), ...Object.keys(current)])].sort()
  for (const file of files) {
    if (!(file in recorded)) return `${file} was added`
    if (!(file in current)) return `${file} was removed`
    if (recorded[file] !== current[file]) return `${file} changed`
  }
  return null
}

/**
 * Hashes of the shard's own files that Stryker found nothing to mutate in (type declarations), as
 * { file: hash }: its report leaves such a file out, so without this record the file would count
 * as never measured. Taken when the run ends, from the files the report lacks.
 */
export function unmutatedFiles (shard, report, root = projectRoot) {
  const { workspace } = shards[shard]
  const kept = report.files ?? {}
  return Object.fromEntries(shardFiles(shard, root).filter(file => !(file in kept))
    .map(file => [file, digest(fs.readFileSync(path.join(root, workspace, file)))]))
}

/**
 * Why kept results no longer describe the shard's own files, or null: Stryker keeps each mutated
 * file's text in its report and re-tests the mutants of a file whose text changed on the shard's
 * next run, but until then the kept figure is the older text's. Names the first such file, one the
 * shard gained since, or one it lost. `unmutated` is what `unmutatedFiles` recorded for the run.
 */
export function outdatedReason (shard, report, root = projectRoot, unmutated = {}) {
  const { workspace } = shards[shard]
  const kept = report.files ?? {}
  const files = [...new Set([...shardFiles(shard, root), ...Object.keys(kept)])].sort()
  for (const file of files) {
    const absolute = path.join(root, workspace, file)
    if (!(file in kept)) {
      if (file in unmutated && fs.existsSync(absolute) && digest(fs.readFileSync(absolute)) === unmutated[file]) continue
      return `${workspace}/${file} is not measured yet`
    }
    if (!fs.existsSync(absolute)) return `${workspace}/${file} was removed`
    if (fs.readFileSync(absolute, 'utf8') !== kept[file].source) return `${workspace}/${file} changed since it was measured`
  }
  return null
}
