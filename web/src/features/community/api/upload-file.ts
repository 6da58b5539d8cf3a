import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export interface UploadResult { file: string, size: number }

/** POST ./file-upload as multipart; the bearer token travels with it like every call. */
export async function uploadFile (file: File): Promise<UploadResult> {
  const form = new FormData()
  form.append('file', file)
  const res = await apiFetch<{ data: UploadResult }>('file-upload', { method: 'POST', body: form })
  return res.data
}

export function useUploadFile () {
  return useMutation({ mutationFn: uploadFile })
}
