import { describe, expect, it } from 'vitest'
import { authorizeUrl, derivedPassword, matchingRedirect } from './oauth'

const oauth = { clientId: 'shop', authorizeUrl: 'https://id.example/authorize', authorizedRedirects: [{ uri: 'http://127.0.0.1:3000/' }, { uri: 'https://shop.example' }] }

describe('third-party sign-in helpers', () => {
  it('offers sign-in only on an authorized origin with a client id', () => {
    expect(matchingRedirect(oauth, { origin: 'http://127.0.0.1:3000', pathname: '/' })).toBe('http://127.0.0.1:3000')
    expect(matchingRedirect(oauth, { origin: 'https://shop.example', pathname: '/' })).toBe('https://shop.example')
    expect(matchingRedirect(oauth, { origin: 'http://localhost:3000', pathname: '/' })).toBeNull()
    expect(matchingRedirect({ ...oauth, clientId: '' }, { origin: 'https://shop.example', pathname: '/' })).toBeNull()
    expect(matchingRedirect(undefined, { origin: 'https://shop.example', pathname: '/' })).toBeNull()
  })

  it('accepts a redirect to the page\'s own path, with or without trailing slashes, and answers it without them', () => {
    const below = { clientId: 'shop', authorizedRedirects: [{ uri: 'https://shop.example/other' }, { uri: 'https://shop.example/juice-shop//' }] }
    expect(matchingRedirect(below, { origin: 'https://shop.example', pathname: '/juice-shop/' })).toBe('https://shop.example/juice-shop')
    expect(matchingRedirect({ ...below, authorizedRedirects: [{ uri: 'https://shop.example/juice-shop' }] }, { origin: 'https://shop.example', pathname: '/juice-shop' })).toBe('https://shop.example/juice-shop')
    expect(matchingRedirect({ ...below, authorizedRedirects: [{ uri: 'https://shop.example/other' }] }, { origin: 'https://shop.example', pathname: '/juice-shop/' })).toBeNull()
  })

  it('builds the implicit-flow request', () => {
    const url = new URL(authorizeUrl(oauth, 'https://shop.example'))
    expect(url.origin + url.pathname).toBe('https://id.example/authorize')
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: 'shop', response_type: 'token', scope: 'email', redirect_uri: 'https://shop.example' })
  })

  it('derives the same password as the server seeds for oauth accounts', () => {
    expect(derivedPassword('Priya.Raman@MailBox.test')).toBe(derivedPassword('priya.raman@mailbox.test'))
    expect(derivedPassword('priya.raman@mailbox.test')).toBe('774f6d570b2a76ba')
  })
})
