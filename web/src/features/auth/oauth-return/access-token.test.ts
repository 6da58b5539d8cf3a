import { describe, expect, it } from 'vitest'
import { accessTokenFrom } from './access-token'

describe('accessTokenFrom', () => {
  it('reads the token from the path the hash router makes of the fragment', () => {
    expect(accessTokenFrom('/access_token=ya29.abc&token_type=Bearer&expires_in=3599')).toBe('ya29.abc')
    expect(accessTokenFrom('access_token=xyz')).toBe('xyz')
  })

  it('drops every leading slash and keeps the slashes a bearer token may hold', () => {
    expect(accessTokenFrom('//access_token=ya29.a/b')).toBe('ya29.a/b')
    expect(accessTokenFrom('access_token=ya29.a/b')).toBe('ya29.a/b')
  })

  it('is null without a token', () => {
    expect(accessTokenFrom('/access_token=&token_type=Bearer')).toBeNull()
    expect(accessTokenFrom('/error=access_denied')).toBeNull()
    expect(accessTokenFrom('/access_token=%20%20&token_type=Bearer')).toBeNull()
  })
})
