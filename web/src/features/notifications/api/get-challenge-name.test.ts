import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { fetchChallengeName } from './get-challenge-name'

const server = mockShopServer()

describe('the name a solved notice shows', () => {
  it('is the server\'s name for that one key, asked without listing the whole board', async () => {
    let asked: URL | undefined
    server.use(http.get(shopUrl('api/Challenges/'), ({ request }) => {
      asked = new URL(request.url)
      return HttpResponse.json({ status: 'success', data: [{ key: 'scoreBoardChallenge', name: 'Punkteübersicht' }] })
    }))
    expect(await fetchChallengeName('scoreBoardChallenge')).toBe('Punkteübersicht')
    expect(asked?.searchParams.get('key')).toBe('scoreBoardChallenge')
  })

  it('is the name of the row with that key, whatever else the server lists', async () => {
    server.use(http.get(shopUrl('api/Challenges/'), () => HttpResponse.json({
      status: 'success', data: [{ key: 'loginAdminChallenge', name: 'Admin-Anmeldung' }, { key: 'scoreBoardChallenge', name: 'Punkteübersicht' }]
    })))
    expect(await fetchChallengeName('scoreBoardChallenge')).toBe('Punkteübersicht')
  })

  it('is nothing when the answer carries no rows', async () => {
    server.use(http.get(shopUrl('api/Challenges/'), () => HttpResponse.json({ status: 'success' })))
    expect(await fetchChallengeName('scoreBoardChallenge')).toBeNull()
  })

  it('is nothing when the server does not know the key (the toast keeps the English name)', async () => {
    server.use(http.get(shopUrl('api/Challenges/'), () => HttpResponse.json({ status: 'success', data: [] })))
    expect(await fetchChallengeName('noSuchChallenge')).toBeNull()
  })
})
