import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

interface NewRecycle { UserId?: number, AddressId: number, quantity: number, isPickUp: boolean, date?: string }
interface SavedRecycle { id: number, isPickup: boolean, pickupDate: string | null }

/** POST /api/Recycles/. */
export async function postRecycle (body: NewRecycle): Promise<SavedRecycle> {
  return (await apiFetch<{ data: SavedRecycle }>('api/Recycles/', { method: 'POST', body })).data
}

export function usePostRecycle () {
  return useMutation({ mutationFn: postRecycle })
}
