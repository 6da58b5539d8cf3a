import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export interface Captcha {
  captchaId: number
  captcha: string
}

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
