import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { LoginAnswer } from '@shop/contract'
import type { Authentication } from '@/lib/session'

/** POST ./rest/2fa/verify: the temporary token and the code, for a full login. */
export async function verifyTwoFactor (body: { tmpToken: string, totpToken: string }): Promise<Authentication> {
  const res = await apiFetch<LoginAnswer>('rest/2fa/verify', { method: 'POST', body })
  return res.authentication
}

export function useVerifyTwoFactor () {
  return useMutation({ mutationFn: verifyTwoFactor })
}
