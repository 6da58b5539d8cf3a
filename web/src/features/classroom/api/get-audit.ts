import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { classroomKeys } from './keys'
import type { Audit } from '@shop/contract'

export function useAudit (enabled: boolean) {
  return useQuery({
    queryKey: classroomKeys.audit,
    queryFn: async () => (await apiFetch<Audit>('rest/classroom/trainer/audit')).entries,
    enabled,
    staleTime: 0
  })
}
