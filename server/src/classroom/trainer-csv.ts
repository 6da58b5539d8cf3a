import type { RankedTeam } from './scores.js'

/** Characters that make a spreadsheet read a cell as a formula (plus tab and CR, which some strip first). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV cell. A cell a spreadsheet would run as a formula gets a leading apostrophe, so a team
 * named `=HYPERLINK(…)` is shown as text in the trainer's spreadsheet; then RFC 4180 quoting.
 */
export function csvCell (value: string | number | null): string {
  const text = value === null ? '' : String(value)
  const guarded = FORMULA_START.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded
}

/** The ranking as CSV: rank,team,score,solved,lastSolvedAt, one team a line, CRLF line ends. */
export function scoresCsv (teams: readonly RankedTeam[]): string {
  const lines = [['rank', 'team', 'score', 'solved', 'lastSolvedAt'].join(',')]
  for (const t of teams) lines.push([t.rank, t.team, t.score, t.solved, t.lastSolvedAt].map(csvCell).join(','))
  return lines.join('\r\n') + '\r\n'
}
