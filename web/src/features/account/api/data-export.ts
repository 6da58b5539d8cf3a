import { useMutation, useQuery } from '@tanstack/react-query'
import type { DataExport, ImageCaptcha } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

export type { DataExport }

/** POST /rest/user/data-export; `answer` only when the captcha was shown. */
export function useRequestDataExport () {
  return useMutation({
    mutationFn: async (body: { format: string, answer?: string }) => await apiFetch<DataExport>('rest/user/data-export', { method: 'POST', body })
  })
}

/** GET /rest/image-captcha/: an SVG picture of the characters to type. */
export function useImageCaptcha (enabled: boolean) {
  return useQuery({
    queryKey: ['image-captcha'],
    queryFn: async () => (await apiFetch<ImageCaptcha>('rest/image-captcha/')).image,
    enabled,
    staleTime: Infinity,
    gcTime: 0
  })
}
