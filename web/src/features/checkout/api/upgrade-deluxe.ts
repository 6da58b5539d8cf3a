import { useMutation } from '@tanstack/react-query'
import type { DeluxeUpgrade } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'
import { replaceToken } from '@/lib/session'

/** POST rest/deluxe-membership; the answer's new token (role deluxe) replaces the stored one. */
export function useUpgradeDeluxe () {
  return useMutation({
    mutationFn: async (payment: { paymentMode: 'wallet' | 'card', paymentId?: number }) => {
      const res = await apiFetch<{ data: DeluxeUpgrade }>('rest/deluxe-membership', { method: 'POST', body: payment })
      replaceToken(res.data.token)
      return res.data.confirmation
    }
  })
}
