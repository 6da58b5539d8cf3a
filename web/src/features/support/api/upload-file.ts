import { useMutation } from '@tanstack/react-query'
import type { UploadedFile } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

export type UploadResult = UploadedFile

/**
 * POST ./file-upload as multipart; the bearer token travels with it like every call. Any 2xx is a
 * success: the peer's server answers 204 without a body, and the complaint then names the file as
 * it was chosen.
 */
export async function uploadFile (file: File): Promise<UploadResult> {
  const form = new FormData()
  form.append('file', file)
  const res = await apiFetch<{ data?: UploadResult } | string | null>('file-upload', { method: 'POST', body: form })
  const stored = typeof res === 'object' ? res?.data : undefined
  return stored ?? { file: file.name, size: file.size }
}

export function useUploadFile () {
  return useMutation({ mutationFn: uploadFile })
}
