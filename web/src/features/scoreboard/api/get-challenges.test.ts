import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { canPlayCoding } from '../score-board/board-filters'
import { QueryClient } from '@tanstack/react-query'
import { challengeListQuery, fetchFullListing, markChallengeSolved, type Challenge } from './get-challenges'

// Issue 24, item 4. This web app's score board against both servers: OWASP Juice Shop's
// `GET /api/Challenges/` (v15 to main in 2026) flags coding challenges as `hasCodingChallenge` only;
// this shop sends `hasSnippet` and `hasCodingChallenge`.
const server = mockShopServer()

const record = {
  id: 1, key: 'scoreBoardChallenge', name: 'Score Board', category: 'Miscellaneous', difficulty: 1,
  description: 'Find the score board.', tags: null, hint: null, hintUrl: null, mitigationUrl: null,
  solved: true, disabledEnv: null, tutorialOrder: null, hasTutorial: false, codingChallengeStatus: 0
}

function serve (flags: Record<string, boolean>): void {
  server.use(http.get(shopUrl('api/Challenges/'), () => HttpResponse.json({ status: 'success', data: [{ ...record, ...flags }] })))
}

describe('the score board\'s coding buttons', () => {
  it('appear for a record of this shop (hasSnippet and hasCodingChallenge)', async () => {
    serve({ hasSnippet: true, hasCodingChallenge: true })
    const [challenge] = await fetchFullListing()
    expect(canPlayCoding(challenge, 'solved')).toBe(true)
  })

  it('appear for a record of the peer\'s server, which sends only hasCodingChallenge', async () => {
    serve({ hasCodingChallenge: true })
    const [challenge] = await fetchFullListing()
    expect(challenge.hasSnippet).toBe(true)
    expect(canPlayCoding(challenge, 'solved')).toBe(true)
  })

  it('stay away when neither flag is set', async () => {
    serve({ hasSnippet: false, hasCodingChallenge: false })
    expect(canPlayCoding((await fetchFullListing())[0], 'always')).toBe(false)
    serve({})
    expect(canPlayCoding((await fetchFullListing())[0], 'always')).toBe(false)
  })
})

describe('the score board listing per language', () => {
  it('is cached per language under the key that solves invalidate', () => {
    const english = challengeListQuery('en').queryKey
    const german = challengeListQuery('de').queryKey
    expect(english).not.toEqual(german)
    for (const key of [english, german]) expect(key[0]).toBe('challenges')
  })

  it('refetches when the language changes, with the new language\'s texts', async () => {
    let name = 'Score Board'
    server.use(http.get(shopUrl('api/Challenges/'), () => HttpResponse.json({ status: 'success', data: [{ ...record, name }] })))
    const client = new QueryClient()
    expect((await client.fetchQuery(challengeListQuery('en')))[0].name).toBe('Score Board')
    name = 'Punkteübersicht'
    expect((await client.fetchQuery(challengeListQuery('de')))[0].name).toBe('Punkteübersicht')
  })

  it('asks once more when the first answer still shows the Score Board challenge open', async () => {
    let answers = 0
    server.use(http.get(shopUrl('api/Challenges/'), ({ request }) => {
      answers++
      expect(new URL(request.url).searchParams.get('sort')).toBe('name')
      return HttpResponse.json({ status: 'success', data: [{ ...record, solved: answers > 1 }] })
    }))
    expect((await new QueryClient().fetchQuery(challengeListQuery('en')))[0].solved).toBe(true)
    expect(answers).toBe(2)
    // Once solved, or for another challenge left open, one answer is enough.
    answers = 0
    server.use(http.get(shopUrl('api/Challenges/'), () => { answers++; return HttpResponse.json({ status: 'success', data: [record, { ...record, key: 'otherChallenge', solved: false }] }) }))
    await new QueryClient().fetchQuery(challengeListQuery('en'))
    expect(answers).toBe(1)
  })

  it('takes an answer without data as an empty listing', async () => {
    server.use(http.get(shopUrl('api/Challenges/'), () => HttpResponse.json({ status: 'success' })))
    expect(await fetchFullListing()).toEqual([])
  })

  it('marks a live solve in every language\'s copy', () => {
    const client = new QueryClient()
    const open: Challenge = { ...record, cwe: [], owaspTop10: 'A04', owaspApiTop10: null, hints: [], solved: false, hasSnippet: false, hasCodingChallenge: false }
    client.setQueryData(challengeListQuery('en').queryKey, [open])
    client.setQueryData(challengeListQuery('de').queryKey, [{ ...open, name: 'Punkteübersicht' }])
    markChallengeSolved(client, 'scoreBoardChallenge')
    expect(client.getQueryData(challengeListQuery('en').queryKey)?.[0].solved).toBe(true)
    expect(client.getQueryData(challengeListQuery('de').queryKey)?.[0].solved).toBe(true)
  })

  it('leaves every other row, and a row already solved, as the very same object', () => {
    const client = new QueryClient()
    const open: Challenge = { ...record, cwe: [], owaspTop10: 'A04', owaspApiTop10: null, hints: [], solved: false, hasSnippet: false, hasCodingChallenge: false }
    const other = { ...open, key: 'otherChallenge' }
    const done = { ...open, key: 'doneChallenge', solved: true }
    client.setQueryData(challengeListQuery('en').queryKey, [open, other, done])
    markChallengeSolved(client, 'doneChallenge')
    markChallengeSolved(client, 'scoreBoardChallenge')
    const [first, second, third] = client.getQueryData(challengeListQuery('en').queryKey) ?? []
    expect(first).toEqual({ ...open, solved: true })
    expect(second).toBe(other)
    expect(third).toBe(done)
    // Other queries under 'challenges' are left alone.
    client.setQueryData(['challenges', 'elsewhere'], [open])
    markChallengeSolved(client, 'scoreBoardChallenge')
    expect(client.getQueryData(['challenges', 'elsewhere'])).toEqual([open])
  })

  it('asks once more when the Score Board challenge is open among others', async () => {
    let answers = 0
    server.use(http.get(shopUrl('api/Challenges/'), () => {
      answers++
      return HttpResponse.json({ status: 'success', data: [{ ...record, key: 'otherChallenge', solved: true }, { ...record, solved: answers > 1 }] })
    }))
    const list = await new QueryClient().fetchQuery(challengeListQuery('en'))
    expect(answers).toBe(2)
    expect(list[1].solved).toBe(true)
  })

  it('marks a live solve while a language\'s copy is still loading, and leaves that copy empty', () => {
    const client = new QueryClient()
    // A listing requested but not yet answered: in the cache, without data.
    client.getQueryCache().build(client, { queryKey: challengeListQuery('de').queryKey })
    expect(() => { markChallengeSolved(client, 'scoreBoardChallenge') }).not.toThrow()
    expect(client.getQueryData(challengeListQuery('de').queryKey)).toBeUndefined()
  })
})
