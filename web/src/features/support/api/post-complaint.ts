import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export interface NewComplaint { UserId?: number, message: string, file?: string }

/** POST /api/Complaints/; answers the stored complaint, whose id is the reference. */
export async function postComplaint (complaint: NewComplaint): Promise<{ id: number }> {
  const res = await apiFetch<{ data: { id: number } }>('api/Complaints/', { method: 'POST', body: complaint })
  return res.data
}

export function usePostComplaint () {
  return useMutation({ mutationFn: postComplaint })
}
