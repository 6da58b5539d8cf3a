import type { ShopConfig } from '../config.js'
import type { Db } from '../db/open.js'
import type { Repositories } from '../repositories/index.js'
import type { DomainEventMap, DomainEventName } from '../challenges/mechanisms/domain-events.js'
import type { VirtualRoot } from '../challenges/mechanisms/virtual-roots.js'
import type { ChallengeTracker } from '../challenges/tracker.js'
import type { PlantedQuery } from '../challenges/mechanisms/sql-executor.js'
import type { ContentSource } from '../challenges/mechanisms/content-scanner.js'
import type { InstanceSecrets } from './auth/keys.js'
import type { TokenService } from './auth/tokens.js'

/*
 * What a domain rule may ask of the shop it runs in. A rule names only the parts it uses
 * (`Pick<ShopPorts, 'repos' | 'events'>`, or narrower: `{ repos: Pick<Repositories, 'wallets'> }`),
 * so its test can hand it a few fakes instead of building a whole shop, and the domain never
 * depends on the instance class that assembles these parts. A ShopInstance satisfies every Pick.
 */

/** Where rules report what happened, for the challenge detectors (catalogue pattern A). */
export interface EventSink {
  emit: <E extends DomainEventName>(event: E, payload: DomainEventMap[E]) => void
}

/** The shop's idea of "now" for dated rules; tests replace it. */
export interface Clock { now: () => Date }

/** Runs a function as one SQLite transaction (better-sqlite3's synchronous form). */
export type Transactions = Pick<Db, 'transaction'>

export interface ShopPorts {
  id: string
  repos: Repositories
  events: EventSink
  clock: Clock
  config: ShopConfig
  db: Transactions
  tokens: TokenService
  secrets: InstanceSecrets
  /** The shop's file area; nothing outside it is read or written. */
  files: VirtualRoot
  filesDir: string
  challenges: ChallengeTracker
}

/*
 * Instance capabilities beyond the ports above that rules of both halves of the domain call: the
 * shop supplies them because they need its worker pool, detectors or scanner (ShopInstance has them).
 */

/** String-built SQL (catalogue pattern B), run in the contained pool; see challenges/mechanisms/sql-executor.ts. */
export interface InjectableSql {
  injectableQuery: (query: PlantedQuery, statement: string) => Promise<Array<Record<string, unknown>>>
}

/** The content scanner (catalogue pattern F): free text a rule saves is matched against planted secrets. */
export interface ContentScan {
  scanContent: (text: string, source: ContentSource) => void
}
