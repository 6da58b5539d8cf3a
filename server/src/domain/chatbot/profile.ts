/** What the bot knows about the customer it talks to. */
export interface BotProfile { name: string, tier: string }

/** Tiers that may run the staff-only rules. */
export const STAFF_TIERS = new Set(['staff', 'admin'])

/**
 * The bot keeps its profile as one `key=value;key=value` string and reads it back on every
 * message, later keys replacing earlier ones.
 */
// vuln-code-snippet start chatbotNameInjectionChallenge
export function writeProfile (name: string, role: string): string {
  return `tier=${role};name=${name}` // vuln-code-snippet vuln-line chatbotNameInjectionChallenge
}

export function readProfile (profile: string): BotProfile {
  const fields: Record<string, string> = {}
  for (const pair of profile.split(';')) {
    const at = pair.indexOf('=')
    if (at > 0) fields[pair.slice(0, at).trim()] = pair.slice(at + 1) // vuln-code-snippet neutral-line chatbotNameInjectionChallenge
  }
  return { name: fields.name ?? '', tier: fields.tier ?? 'customer' }
}
// vuln-code-snippet end chatbotNameInjectionChallenge
