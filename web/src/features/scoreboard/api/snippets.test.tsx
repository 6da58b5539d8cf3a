// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { mockShopServer } from '@/test-support/mock-server'
import { failure, recordCalls } from '@/test-support/recorded-calls'
import { useCheckFindIt } from './check-find-it'
import { useCheckFixIt } from './check-fix-it'
import { snippetQueryKey, useSnippet } from './get-snippet'
import { snippetFixesQueryKey, useSnippetFixes } from './get-snippet-fixes'
import { useSolution } from './get-solution'

const server = mockShopServer()

// A key with a character that means something in a URL: sent unescaped it would cut the path short.
const KEY = 'odd#key'

/** `retries`: whether the client retries failed queries unless the hook says otherwise (as the app's does). */
function hook<T> (use: () => T, retries = false) {
  const client = new QueryClient({ defaultOptions: retries ? {} : { queries: { retry: false }, mutations: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  return { ...renderHook(use, { wrapper }), client }
}

describe('the coding challenge API', () => {
  it('reads a snippet from GET /snippets/<key>, cached under its own key', async () => {
    const seen = recordCalls(server, 'get', 'snippets/:key', { key: KEY, snippet: 'a', vulnLines: [1] })
    const { result, client } = hook(() => useSnippet(KEY))
    await waitFor(() => { expect(result.current.data?.vulnLines).toEqual([1]) })
    expect(seen.map(s => s.path)).toEqual(['/snippets/odd%23key'])
    expect(snippetQueryKey(KEY)).toEqual(['snippets', KEY])
    expect(client.getQueryData(['snippets', KEY])).toEqual({ key: KEY, snippet: 'a', vulnLines: [1] })
  })

  it('reads the fixes from GET /snippets/fixes/<key>, under a key below the snippet\'s', async () => {
    const seen = recordCalls(server, 'get', 'snippets/fixes/:key', { fixes: ['x', 'y'] })
    const { result, client } = hook(() => useSnippetFixes(KEY))
    await waitFor(() => { expect(result.current.data).toEqual(['x', 'y']) })
    expect(seen.map(s => s.path)).toEqual(['/snippets/fixes/odd%23key'])
    expect(snippetFixesQueryKey(KEY)).toEqual(['snippets', KEY, 'fixes'])
    expect(client.getQueryData(['snippets', KEY, 'fixes'])).toEqual(['x', 'y'])
  })

  it('takes a 404 for the fixes as none, but reports any other failure', async () => {
    recordCalls(server, 'get', 'snippets/fixes/:key', () => failure(404, { error: 'none' }))
    const none = hook(() => useSnippetFixes(KEY))
    await waitFor(() => { expect(none.result.current.data).toEqual([]) })
    recordCalls(server, 'get', 'snippets/fixes/:key', () => failure(500, { error: 'broken' }))
    const broken = hook(() => useSnippetFixes(KEY))
    await waitFor(() => { expect(broken.result.current.error).toBeInstanceOf(ApiError) })
    expect((broken.result.current.error as ApiError).status).toBe(500)
  })

  it('sends a Find it answer to POST /snippets/verdict and a Fix it answer to POST /snippets/fixes', async () => {
    const findIt = recordCalls(server, 'post', 'snippets/verdict', { verdict: false, hint: 'h' })
    const fixIt = recordCalls(server, 'post', 'snippets/fixes', { verdict: true, explanation: 'e' })
    const { result } = hook(() => ({ findIt: useCheckFindIt(KEY), fixIt: useCheckFixIt(KEY) }))
    expect(await result.current.findIt.mutateAsync([2, 3])).toEqual({ verdict: false, hint: 'h' })
    expect(await result.current.fixIt.mutateAsync(1)).toEqual({ verdict: true, explanation: 'e' })
    expect(findIt.map(s => [s.method, s.body])).toEqual([['POST', { key: KEY, selectedLines: [2, 3] }]])
    expect(fixIt.map(s => [s.method, s.body])).toEqual([['POST', { key: KEY, selectedFix: 1 }]])
  })

  it('reads a trainer solution from GET /api/Solutions/<key> and asks only once when it is refused', async () => {
    const seen = recordCalls(server, 'get', 'api/Solutions/:key', () => failure(404, { error: 'Solutions are off' }))
    const refused = hook(() => useSolution(KEY), true)
    await waitFor(() => { expect(refused.result.current.error).toBeInstanceOf(ApiError) })
    expect(seen.map(s => s.path)).toEqual(['/api/Solutions/odd%23key'])
    recordCalls(server, 'get', 'api/Solutions/:key', { status: 'success', data: { key: KEY, name: 'Odd' } })
    const shown = hook(() => useSolution(KEY))
    await waitFor(() => { expect(shown.result.current.data).toEqual({ key: KEY, name: 'Odd' }) })
  })
})
