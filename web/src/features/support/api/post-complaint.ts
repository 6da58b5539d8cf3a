import { useMutation } from '@tanstack/react-query'
import type { Complaint } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

export interface NewComplaint { UserId?: number, message: string, file?: string }

/** POST /api/Complaints/; answers the stored complaint, whose id is the reference. */
export async function postComplaint (complaint: NewComplaint): Promise<Pick<Complaint, 'id'>> {
  const res = await apiFetch<{ data: Complaint }>('api/Complaints/', { method: 'POST', body: complaint })
  return res.data
}

export function usePostComplaint () {
  return useMutation({ mutationFn: postComplaint })
}
