// The mutation run's shards: the challenge mechanisms, and the domain in six parts of 350 to 650
// lines each. Stryker keeps a shard's results only when the shard ends, and a two-core machine tests
// about 30 mutants a minute, so a shard should end within a quarter of an hour: an interrupted run
// then loses at most one shard's work. Together they cover src/challenges/ and src/domain/ exactly
// once (scripts/mutation.mjs refuses to run while a domain folder is in none).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const domain = {
  'domain-identity': ['auth', 'accounts'],
  'domain-profile': ['profile', 'privacy', 'coding', 'accounting'],
  'domain-support': ['chatbot', 'progress', 'feedback', 'recycle', 'complaints', 'redirect'],
  'domain-checkout': ['checkout', 'basket', 'wallet', 'addresses', 'delivery', 'deluxe', 'orders'],
  'domain-content': ['catalogue', 'reviews', 'memories', 'uploads', 'files'],
  'domain-records': ['disclosure', 'logs', 'metrics']
}

export const shards = {
  challenges: ['src/challenges/**/*.ts'],
  ...Object.fromEntries(Object.entries(domain).map(([name, areas]) => [name, areas.map(area => `src/domain/${area}/**/*.ts`)]))
}
// The domain's own top-level modules (errors, languages, validation) go with the records.
shards['domain-records'].push('src/domain/*.ts')

/** Domain folders no shard names (a new area must be added to one). */
export function unshardedDomainAreas () {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src', 'domain')
  const named = new Set(Object.values(domain).flat())
  return fs.readdirSync(root, { withFileTypes: true }).filter(entry => entry.isDirectory() && !named.has(entry.name)).map(entry => entry.name)
}

export function shardName (name = 'challenges') {
  if (!(name in shards)) throw new Error(`Unknown mutation shard "${name}"; one of ${Object.keys(shards).join(', ')}`)
  return name
}

export const shardFiles = name => shards[name]
