import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { WalletBalance } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'
import { walletKey } from './get-wallet-balance'

/** PUT rest/wallet/balance: tops the wallet up from a saved card. */
export function useChargeWallet () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ balance, paymentId }: { balance: number, paymentId: number }) =>
      (await apiFetch<{ data: WalletBalance }>('rest/wallet/balance', { method: 'PUT', body: { balance, paymentId } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKey })
  })
}
