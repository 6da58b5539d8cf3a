import { lazy } from 'react'
import { Navigate, useLocation } from 'react-router'

const OAuthReturn = lazy(() => import('@/features/auth/oauth-return/oauth-return'))

/**
 * The provider sends the browser back to '#access_token=…&token_type=…'; the hash router turns
 * that into the path '/access_token=…', which no path pattern can express, so it is matched here.
 */
export function CatchAllRoute () {
  const { pathname } = useLocation()
  if (pathname.includes('access_token')) return <OAuthReturn />
  return <Navigate to="/search" replace />
}
