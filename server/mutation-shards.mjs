// The mutation run's shards: the challenge mechanisms, and the domain in two halves of about the
// same size. Together they cover src/challenges/ and src/domain/ exactly once.
const people = ['auth', 'profile', 'accounts', 'chatbot', 'privacy', 'progress', 'coding', 'accounting']

export const shards = {
  challenges: ['src/challenges/**/*.ts'],
  'domain-people': [...people.map(area => `src/domain/${area}/**/*.ts`)],
  'domain-shop': ['src/domain/**/*.ts', ...people.map(area => `!src/domain/${area}/**/*.ts`)]
}

export function shardName (name = 'challenges') {
  if (!(name in shards)) throw new Error(`Unknown mutation shard "${name}"; one of ${Object.keys(shards).join(', ')}`)
  return name
}

export const shardFiles = name => shards[name]
