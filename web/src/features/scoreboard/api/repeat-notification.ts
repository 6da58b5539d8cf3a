import { apiFetch } from '@/lib/api-client'

/** Asks the server to send the challenge-solved notice again, to show its flag once more. */
export async function repeatNotification (challengeName: string): Promise<void> {
  await apiFetch('rest/repeat-notification', { query: { challenge: challengeName } })
}
