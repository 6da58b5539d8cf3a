import type { IncomingMessage } from 'node:http'
import { DomainError } from '../domain/errors.js'
import { ShopInstance, type InstanceDeps } from './shop-instance.js'

export const DEFAULT_INSTANCE = 'default'
/** Instance ids double as folder names below the data folder. */
export const INSTANCE_ID_PATTERN = /^[a-z0-9-]{1,40}$/

/** Finds the team of a request or socket handshake by its cookie (classroom mode). */
export type TeamLookup = (req: Pick<IncomingMessage, 'headers'>) => string | undefined

/** Thrown by `resolve` in classroom mode for a request without a valid team cookie. */
export const teamRequired = (): DomainError =>
  new DomainError('unauthenticated', 'Join a team first: open /#/classroom/join', { error: 'team_required' })

/**
 * The one place that knows which shop instances exist. Without classroom mode every request
 * belongs to the default instance; in classroom mode `resolve` reads the team cookie.
 */
export class InstanceRegistry {
  private readonly instances = new Map<string, ShopInstance>()
  private teamOf: TeamLookup | undefined

  constructor (private readonly deps: Omit<InstanceDeps, 'id'>) {}

  get (id: string = DEFAULT_INSTANCE): ShopInstance {
    let instance = this.instances.get(id)
    if (!instance) {
      if (!INSTANCE_ID_PATTERN.test(id)) throw new Error(`Invalid instance id ${id}`)
      instance = new ShopInstance({ ...this.deps, id })
      this.instances.set(id, instance)
    }
    return instance
  }

  /** Classroom mode: from now on requests belong to the team their cookie names, or to none. */
  resolveTeamsWith (lookup: TeamLookup): void {
    this.teamOf = lookup
  }

  /**
   * The instance a request (or socket handshake) belongs to. In classroom mode only a joined team's
   * shop, never another one: without a valid team cookie it throws `team_required`.
   */
  resolve (req: Pick<IncomingMessage, 'headers'>): ShopInstance {
    if (this.teamOf === undefined) return this.get(DEFAULT_INSTANCE)
    const id = this.teamOf(req)
    if (id === undefined) throw teamRequired()
    return this.get(id)
  }

  all (): ShopInstance[] {
    return [...this.instances.values()]
  }

  closeAll (): void {
    for (const instance of this.instances.values()) instance.close()
    this.instances.clear()
  }
}
