import { parse } from 'yaml'
import { BUDGETS } from '../challenges/mechanisms/budgets.js'
import { messageOf, overBudget, unreadable } from './refusal.js'
import type { YamlResult, YamlTask } from './tasks.js'

/**
 * Parses an uploaded YAML file the way the retired supplier interface did, aliases expanded
 * (planted: yamlBombChallenge). The `yaml` library counts alias expansions and stops at
 * `maxAliasCount`; the JSON echo is capped at 1 MB. Either trip is the YAML budget. Runs in a
 * contained worker: a deeply nested document that takes seconds costs that worker, not the shop.
 */
export function runYamlTask ({ text }: YamlTask): YamlResult {
  let value: unknown
  try {
    // vuln-code-snippet start yamlBombChallenge
    value = parse(text, { maxAliasCount: BUDGETS.yamlAliases, prettyErrors: false }) // vuln-code-snippet vuln-line yamlBombChallenge
  } catch (error) {
    const message = messageOf(error)
    if (/alias|resource exhaustion/i.test(message)) return overBudget('YAML alias expansion stopped: more than 100 aliases')
    return unreadable(`The YAML file could not be parsed: ${message.slice(0, 200)}`)
  }
  const echo = JSON.stringify(value) ?? '' // vuln-code-snippet neutral-line yamlBombChallenge
  // vuln-code-snippet end yamlBombChallenge
  if (echo.length > BUDGETS.yamlOutputBytes) return overBudget('The YAML document expands to more than 1 MB')
  return { ok: true, echo }
}
