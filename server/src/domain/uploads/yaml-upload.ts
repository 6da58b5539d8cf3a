import { BudgetExceeded, BUDGETS } from '../../challenges/mechanisms/budgets.js'
import { invalid } from '../errors.js'

/**
 * Parses an uploaded YAML file the way the retired supplier interface did, aliases expanded
 * (planted: yamlBombChallenge). The `yaml` library counts alias expansions and stops at
 * `maxAliasCount`; the JSON echo is capped at 1 MB. Either trip is the YAML budget.
 */
export async function parseYamlUpload (text: string): Promise<string> {
  const { parse } = await import('yaml')
  let value: unknown
  try {
    // vuln-code-snippet start yamlBombChallenge
    value = parse(text, { maxAliasCount: BUDGETS.yamlAliases, prettyErrors: false }) // vuln-code-snippet vuln-line yamlBombChallenge
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (/alias|resource exhaustion/i.test(message)) throw new BudgetExceeded('yaml', 'YAML alias expansion stopped: more than 100 aliases', 'file-upload')
    throw invalid(`The YAML file could not be parsed: ${message.slice(0, 200)}`)
  }
  const echo = JSON.stringify(value) ?? '' // vuln-code-snippet neutral-line yamlBombChallenge
  // vuln-code-snippet end yamlBombChallenge
  if (echo.length > BUDGETS.yamlOutputBytes) throw new BudgetExceeded('yaml', 'The YAML document expands to more than 1 MB', 'file-upload')
  return echo
}
