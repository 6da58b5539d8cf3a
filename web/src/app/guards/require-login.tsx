import type { ReactNode } from 'react'
import ErrorPage from '@/features/errors/error-page/error-page'
import { useSession } from '@/lib/session'

/** A stored token is all the client checks; the server enforces the rest. */
export function RequireLogin ({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession()
  // Rendered in place rather than redirected so the address bar keeps the requested route.
  return isLoggedIn ? children : <ErrorPage error="UNAUTHORIZED_ACCESS_ERROR" />
}
