import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { classroomKeys } from './keys'
import type { AuditEntry } from './types'

export function useAudit (enabled: boolean) {
  return useQuery({
    queryKey: classroomKeys.audit,
    queryFn: async () => (await apiFetch<{ entries: AuditEntry[] }>('rest/classroom/trainer/audit')).entries,
    enabled,
    staleTime: 0
  })
}
