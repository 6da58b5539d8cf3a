import { useQuery } from '@tanstack/react-query'
import type { Captcha } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

export type { Captcha }

export const captchaQueryKey = ['captcha'] as const

/** GET rest/captcha/: a fresh arithmetic puzzle each time it is fetched. */
export function useCaptcha () {
  return useQuery({
    queryKey: captchaQueryKey,
    queryFn: () => apiFetch<Captcha>('rest/captcha/'),
    staleTime: Infinity,
    gcTime: 0
  })
}
