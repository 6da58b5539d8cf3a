/**
 * The access token from the provider's return address. The hash router turns
 * '#access_token=…&token_type=Bearer' into the path '/access_token=…&token_type=Bearer'.
 */
export function accessTokenFrom (pathname: string): string | null {
  const params = new URLSearchParams(pathname.replace(/^\/+/, ''))
  const token = params.get('access_token')
  return token && token.trim() !== '' ? token : null
}
