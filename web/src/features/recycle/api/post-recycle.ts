import { useMutation } from '@tanstack/react-query'
import type { Recycle } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

interface NewRecycle { UserId?: number, AddressId: number, quantity: number, isPickUp: boolean, date?: string }

/** POST /api/Recycles/. */
export async function postRecycle (body: NewRecycle): Promise<Recycle> {
  return (await apiFetch<{ data: Recycle }>('api/Recycles/', { method: 'POST', body })).data
}

export function usePostRecycle () {
  return useMutation({ mutationFn: postRecycle })
}
