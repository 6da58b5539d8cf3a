/*
 * The mutation score of kept results, two ways. Static mutants (module-level constants: the
 * detectors' patterns, the campaign and chatbot tables) are not run by Stryker (see
 * stryker-options.mjs) but by the fresh-module pass (fresh-pass.mjs), which also re-tests Stryker's
 * survivors in fresh processes. The honest figure counts static mutants: killed as the pass found
 * them, survived when it let them through or has not tested them yet. The other leaves all static
 * mutants out, as Stryker's own score does. A survivor the pass killed counts as killed in both.
 * The 80 % floor applies to the honest figure.
 */
import { caught, isUntestedStatic } from './fresh-pass.mjs'
import { LAYOUT_REASON } from './layout-ignorer.mjs'

export const FLOOR = 80

// Layout: the web app's fixed layout values, left out of the run (layout-ignorer.mjs) and of both figures, but shown.
const emptyTally = () => ({ Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Static: 0, StaticKilled: 0, FreshKilled: 0, Layout: 0 })
const noFreshResults = () => undefined


/**
 * Adds one Stryker report's mutants to a tally. `freshResult(file, mutant, source)` is the
 * fresh-module pass's result for a static mutant or a survivor, when it holds (fresh-pass.mjs,
 * heldFreshResults).
 */
export function tallyReport (report, tally = emptyTally(), freshResult = noFreshResults) {
  for (const [file, { mutants, source }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      const fresh = mutant.status === 'Survived' || isUntestedStatic(mutant) ? freshResult(file, mutant, source)?.status : undefined
      if (isUntestedStatic(mutant)) {
        tally.Static++
        if (caught(fresh)) tally.StaticKilled++
      } else if (mutant.status === 'Ignored' && mutant.statusReason === LAYOUT_REASON) {
        tally.Layout++
      } else if (mutant.status === 'Survived' && caught(fresh)) {
        tally.Killed++
        tally.FreshKilled++
      } else if (mutant.status in tally) tally[mutant.status]++
    }
  }
  return tally
}

/** Detected over valid mutants, without the static ones and with them (those not killed by the fresh-module pass counted as survived). */
export function scores (tally) {
  const detected = tally.Killed + tally.Timeout
  const valid = detected + tally.Survived + tally.NoCoverage
  const percent = (part, whole) => whole === 0 ? 100 : 100 * part / whole
  return { detected, valid, withoutStatic: percent(detected, valid), withStatic: percent(detected + tally.StaticKilled, valid + tally.Static) }
}

/** [{ shard, workspace, report, stale, freshResult }] → the same with each shard's tally (null without a report). */
export function readKept (kept) {
  return kept.map(entry => ({ ...entry, tally: entry.report === null ? null : tallyReport(entry.report, emptyTally(), entry.freshResult) }))
}

const pad = (value, width) => String(value).padStart(width)
const percent = value => `${value.toFixed(1).padStart(5)} %`

/** Prints the per-shard and total scores; false when a shard has no results or stale ones, or the total is under the floor. */
export function printScores (shards, log = console.log) {
  const total = emptyTally()
  const missing = []
  log('\n shard            with static  without   detected /  valid  static (killed)  survived  uncovered  layout (left out)')
  for (const { shard, tally, stale } of shards) {
    if (tally === null) { missing.push(shard); log(` ${shard.padEnd(16)} not measured yet`); continue }
    for (const key of Object.keys(total)) total[key] += tally[key]
    const { detected, valid, withStatic, withoutStatic } = scores(tally)
    const note = stale === null ? '' : `  (stale: ${stale})`
    log(` ${shard.padEnd(16)} ${percent(withStatic)}    ${percent(withoutStatic)}  ${pad(detected, 8)} / ${pad(valid, 6)}  ${pad(tally.Static, 6)} ${pad(`(${tally.StaticKilled})`, 8)}  ${pad(tally.Survived, 8)}  ${pad(tally.NoCoverage, 9)}  ${pad(tally.Layout, 6)}${note}`)
  }
  const { detected, valid, withStatic, withoutStatic } = scores(total)
  const over = missing.length > 0 ? ` over ${shards.length - missing.length} of ${shards.length} shards; not measured yet: ${missing.join(', ')}` : ''
  // A stale shard's figure describes older code: shown, but it cannot make the run pass.
  const stale = shards.filter(entry => entry.tally !== null && entry.stale !== null).map(entry => entry.shard)
  const staleNote = stale.length > 0 ? `; stale, to be run again: ${stale.join(', ')}` : ''
  log(`\nmutation score ${withStatic.toFixed(2)} % counting static mutants (as survived unless the fresh-module pass killed them), ${withoutStatic.toFixed(2)} % without them ` +
    `(${detected} of ${valid} mutants detected; ${total.Static} static, ${total.StaticKilled} of them killed by the fresh-module pass, which also killed ${total.FreshKilled} of Stryker's survivors; ${total.Survived} survived, ${total.NoCoverage} without coverage; ${total.Layout} fixed layout values of the web app left out)${over}${staleNote}`)
  return missing.length === 0 && stale.length === 0 && withStatic >= FLOOR
}
