import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TwoFactorStatus } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

export type { TwoFactorStatus }

const STATUS_KEY = ['two-factor-status']

/** GET ./rest/2fa/status; when not set up it carries a fresh secret and its setup token. */
export function useTwoFactorStatus () {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: async () => await apiFetch<TwoFactorStatus>('rest/2fa/status'),
    staleTime: Infinity,
    gcTime: 0
  })
}

/** POST ./rest/2fa/setup, then the status is read again. */
export function useSetUpTwoFactor () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: { password: string, setupToken: string, initialToken: string }) => { await apiFetch('rest/2fa/setup', { method: 'POST', body }) },
    onSuccess: async () => { await queryClient.invalidateQueries({ queryKey: STATUS_KEY }) }
  })
}

/** POST ./rest/2fa/disable, then the status is read again. */
export function useDisableTwoFactor () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: { password: string }) => { await apiFetch('rest/2fa/disable', { method: 'POST', body }) },
    onSuccess: async () => { await queryClient.invalidateQueries({ queryKey: STATUS_KEY }) }
  })
}
