import { request, type APIRequestContext } from '@playwright/test'
import { spawnShop, type SpawnedShop } from './spawn-shop'

/*
 * A fresh shop of its own for one test, with an API client bound to it. Journeys whose outcome
 * depends on which challenges are still open (a solve only notifies once per shop) or that stop
 * the server use one, so they never race the shared test shop.
 */

export interface PrivateShop {
  shop: SpawnedShop
  api: APIRequestContext
  url: (route: string) => string
}

export async function openPrivateShop (env: Record<string, string> = {}): Promise<PrivateShop> {
  const shop = await spawnShop(env)
  const api = await request.newContext({ baseURL: shop.baseURL })
  return { shop, api, url: route => `${shop.baseURL}/${route.replace(/^\//, '')}` }
}

export async function closePrivateShop (privateShop: PrivateShop | undefined): Promise<void> {
  if (!privateShop) return
  await privateShop.api.dispose()
  await privateShop.shop.dispose()
}

/** Logs in over the API the way a player's crafted request would, without the browser. */
export async function postLogin (api: APIRequestContext, email: string, password = 'irrelevant'): Promise<number> {
  const response = await api.post('/rest/user/login', { data: { email, password } })
  return response.status()
}
