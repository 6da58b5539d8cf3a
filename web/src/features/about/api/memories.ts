import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { Memory, SavedMemory } from '@shop/contract'

export type { Memory }

const memoriesQueryKey = ['memories'] as const

/** GET rest/memories/. */
export function useMemories () {
  return useQuery({
    queryKey: memoriesQueryKey,
    queryFn: async () => (await apiFetch<{ data: Memory[] }>('rest/memories/')).data
  })
}

/** POST rest/memories, multipart with the image and its caption. */
export function useUploadMemory () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ image, caption }: { image: File, caption: string }) => {
      const form = new FormData()
      form.append('image', image)
      form.append('caption', caption)
      return (await apiFetch<{ data: SavedMemory }>('rest/memories', { method: 'POST', body: form })).data
    },
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: memoriesQueryKey }) }
  })
}
