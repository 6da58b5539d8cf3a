import { useQuery } from '@tanstack/react-query'
import type { WalletBalance } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

export const walletKey = ['wallet'] as const

/** GET rest/wallet/balance. */
export function useWalletBalance () {
  return useQuery({ queryKey: walletKey, queryFn: async () => (await apiFetch<{ data: WalletBalance }>('rest/wallet/balance')).data })
}
