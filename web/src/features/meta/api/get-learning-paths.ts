import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { LearningPath } from '@shop/contract'

export type { LearningPath }

export async function fetchLearningPaths (): Promise<LearningPath[]> {
  const answer = await apiFetch<{ status: string; data?: LearningPath[] }>('api/LearningPaths')
  return answer.data ?? []
}

/** The i18n key of a path's name (its description adds `_DESCRIPTION`); the server's English text is the fallback. */
export function pathTextKey (id: string): string {
  return `LEARNING_PATH_${id.toUpperCase().replace(/-/g, '_')}`
}

/** The paths are static data of the shop, so one fetch per page load is enough. */
export function useLearningPaths (): UseQueryResult<LearningPath[]> {
  return useQuery({ queryKey: ['learning-paths'], queryFn: fetchLearningPaths, staleTime: Infinity, retry: false })
}
