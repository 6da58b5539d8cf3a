import type { ReactNode } from 'react'
import ErrorPage from '@/features/errors/error-page/error-page'
import { useSession } from '@/lib/session'

/** Role from the token's unverified payload: the guard only hides screens, it secures nothing. */
export function RequireRole ({ role, children }: { role: string; children: ReactNode }) {
  const { hasRole } = useSession()
  return hasRole(role) ? children : <ErrorPage error="UNAUTHORIZED_PAGE_ACCESS_ERROR" />
}
