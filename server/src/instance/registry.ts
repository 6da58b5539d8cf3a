import type { Request } from 'express'
import { ShopInstance, type InstanceDeps } from './shop-instance.js'

export const DEFAULT_INSTANCE = 'default'
/** Instance ids double as folder names below the data folder. */
export const INSTANCE_ID_PATTERN = /^[a-z0-9-]{1,40}$/

/**
 * The one place that knows which shop instances exist. Today every request belongs to the
 * default instance; hosting several teams means teaching `resolve` to read a team marker.
 */
export class InstanceRegistry {
  private readonly instances = new Map<string, ShopInstance>()

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

  resolve (_req: Request): ShopInstance {
    return this.get(DEFAULT_INSTANCE)
  }

  all (): ShopInstance[] {
    return [...this.instances.values()]
  }

  closeAll (): void {
    for (const instance of this.instances.values()) instance.close()
    this.instances.clear()
  }
}
