import { http, HttpResponse } from 'msw'
import type { setupServer } from 'msw/node'
import type { ApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { shopUrl } from './mock-server'

/** Answers GET rest/admin/application-configuration with these application settings. */
export function answerConfiguration (server: ReturnType<typeof setupServer>, application: NonNullable<ApplicationConfiguration['application']> = {}): void {
  server.use(http.get(shopUrl('rest/admin/application-configuration'), () => HttpResponse.json({ config: { application } })))
}
