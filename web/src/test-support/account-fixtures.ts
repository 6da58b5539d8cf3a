import type { setupServer } from 'msw/node'
import type { ApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { recordCalls, type SeenRequest } from './recorded-calls'

/** Answers GET rest/admin/application-configuration with these application settings; returns the requests it got. */
export function answerConfiguration (server: ReturnType<typeof setupServer>, application: NonNullable<ApplicationConfiguration['application']> = {}): SeenRequest[] {
  return recordCalls(server, 'get', 'rest/admin/application-configuration', { config: { application } })
}
