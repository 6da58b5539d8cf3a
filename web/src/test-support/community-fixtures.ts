import { http, HttpResponse } from 'msw'
import type { setupServer } from 'msw/node'
import type { ApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { shopUrl } from './mock-server'

type ShopServer = ReturnType<typeof setupServer>

/** Answers the public configuration with just the parts a test is about (the client reads every field as optional). */
export function answerConfiguration (server: ShopServer, config: ApplicationConfiguration & Record<string, unknown> = {}): void {
  server.use(http.get(shopUrl('rest/admin/application-configuration'), () => HttpResponse.json({ config })))
}
