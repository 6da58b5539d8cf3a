import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { classroomKeys } from './keys'
import type { ClassroomStatus } from './types'

export const fetchStatus = (): Promise<ClassroomStatus> => apiFetch<ClassroomStatus>('rest/classroom/status')

export function useClassroomStatus () {
  return useQuery({ queryKey: classroomKeys.status, queryFn: fetchStatus, staleTime: 60_000 })
}
