// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { ApiError } from './api-client'
import { startEarly, takeEarly } from './early-requests'
import { preloadableLazy } from './preloadable-lazy'
import { queryClient } from './query-client'

const server = mockShopServer()

afterEach(() => { vi.useRealTimers() })

describe('a request started early', () => {
  it('is handed out once, to the first taker of its address', async () => {
    server.use(http.get(shopUrl('rest/languages'), () => HttpResponse.json([{ key: 'en' }])))
    startEarly(shopUrl('rest/languages'))
    expect(takeEarly(shopUrl('rest/products/search'))).toBeUndefined()
    const response = takeEarly(shopUrl('rest/languages'))
    expect(await (await (response as Promise<Response>)).json()).toEqual([{ key: 'en' }])
    expect(takeEarly(shopUrl('rest/languages'))).toBeUndefined()
  })

  it('is stale after 15 seconds', async () => {
    server.use(http.get(shopUrl('rest/languages'), () => HttpResponse.json([])))
    vi.useFakeTimers({ toFake: ['Date'] })
    startEarly(shopUrl('rest/languages'))
    vi.advanceTimersByTime(15_000)
    const fresh = takeEarly(shopUrl('rest/languages'))
    expect(fresh).toBeDefined()
    await fresh
    startEarly(shopUrl('rest/languages'))
    vi.advanceTimersByTime(15_001)
    expect(takeEarly(shopUrl('rest/languages'))).toBeUndefined()
  })

  it('that fails leaves the failure to its taker, and is no unhandled rejection untaken', async () => {
    server.use(http.get(shopUrl('rest/languages'), () => HttpResponse.error()))
    startEarly(shopUrl('rest/languages'))
    await expect(takeEarly(shopUrl('rest/languages'))).rejects.toThrow()
    startEarly(shopUrl('rest/languages'))
  })
})

describe('a screen loaded ahead', () => {
  it('renders at once after its preload, without suspending', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>All Products</h1> }))
    const Screen = preloadableLazy(load)
    await Screen.preload()
    await Screen.preload()
    render(<Suspense fallback={<p>loading</p>}><Screen /></Suspense>)
    expect(screen.getByRole('heading', { name: 'All Products' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads on first render like any lazy screen when not preloaded', async () => {
    const load = vi.fn(async () => ({ default: ({ title }: { title: string }) => <h1>{title}</h1> }))
    const Screen = preloadableLazy(load)
    render(<Suspense fallback={<p>loading</p>}><Screen title="Contact" /></Suspense>)
    expect(screen.getByText('loading')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeTruthy()
    await Screen.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('is tried again after a failed load', async () => {
    const load = vi.fn()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <h1>About Us</h1> })
    const Screen = preloadableLazy(load)
    await expect(Screen.preload()).rejects.toThrow('Failed to fetch')
    await Screen.preload()
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('the app\'s query client', () => {
  const retry = queryClient.getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean

  it('retries network and server trouble once, a refusal never', () => {
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(retry(1, new TypeError('Failed to fetch'))).toBe(false)
    expect(retry(0, new ApiError(503, 'busy'))).toBe(true)
    expect(retry(0, new ApiError(500, 'error'))).toBe(true)
    expect(retry(0, new ApiError(499, 'closed'))).toBe(false)
    expect(retry(0, new ApiError(401, 'Unauthorized'))).toBe(false)
  })

  it('keeps data for 30 seconds and does not refetch on focus', () => {
    expect(queryClient.getDefaultOptions().queries).toMatchObject({ staleTime: 30_000, refetchOnWindowFocus: false })
  })
})
