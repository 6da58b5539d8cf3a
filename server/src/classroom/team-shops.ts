import type { InstanceRegistry } from '../instance/registry.js'
import type { ShopInstance } from '../instance/shop-instance.js'

/*
 * The only two places classroom mode asks the registry for a team's shop.
 */

/** Makes the shop of a team that is joining right now (its id is new), from the prepared template. */
export async function createTeamShop (registry: InstanceRegistry, id: string): Promise<ShopInstance> {
  return await registry.create(id)
}

/** The shop of a joined team: open already, or opened from its folder. */
export function openTeamShop (registry: InstanceRegistry, id: string): ShopInstance {
  return registry.get(id)
}
