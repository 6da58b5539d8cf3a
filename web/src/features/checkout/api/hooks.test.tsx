// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { DELIVERIES, HOME, PLACED_ORDER, VISA, answer, answerAddress, answerDeliveries, logIn, requestLog } from '@/test-support/checkout-fixtures'
import { mockShopServer } from '@/test-support/mock-server'
import { useChargeWallet } from './charge-wallet'
import { useDeleteAddress } from './delete-address'
import { useDeleteCard } from './delete-card'
import { useAddress } from './get-address'
import { addressesKey } from './get-addresses'
import { cardsKey } from './get-cards'
import { useDeliveries } from './get-deliveries'
import { useDeluxeCost } from './get-deluxe-cost'
import { usePlacedOrder } from './get-order'
import { useSaveAddress } from './save-address'
import { useSaveCard } from './save-card'
import { walletKey } from './get-wallet-balance'

const server = mockShopServer()
const requests = requestLog(server)

/** A cache already holding the wallet, the cards and the addresses, and a hook rendered on it. */
function withCache<T> (hook: () => T): { client: QueryClient, result: { current: T } } {
  logIn()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  for (const key of [walletKey, cardsKey, addressesKey]) client.setQueryData(key, 1)
  const { result } = renderHook(hook, { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> })
  return { client, result }
}

const invalidated = (client: QueryClient): unknown[] =>
  [walletKey, cardsKey, addressesKey].filter(key => client.getQueryState(key)?.isInvalidated === true)

describe('the checkout\'s API hooks', () => {
  it('tops the wallet up and refreshes the wallet balance only', async () => {
    const charges = answer(server, 'put', 'rest/wallet/balance', { status: 'success', data: 350 })
    const { client, result } = withCache(() => useChargeWallet())
    let balance: unknown
    await act(async () => { balance = await result.current.mutateAsync({ balance: 100, paymentId: 8 }) })
    expect(balance).toBe(350)
    expect(charges).toEqual([{ path: '/rest/wallet/balance', body: { balance: 100, paymentId: 8 } }])
    expect(invalidated(client)).toEqual([walletKey])
  })

  it.each([
    ['a card', 'api/Cards/5', () => useDeleteCard(), 5, cardsKey],
    ['an address', 'api/Addresss/6', () => useDeleteAddress(), 6, addressesKey]
  ] as const)('deletes %s and refreshes only its list', async (_what, path, hook, id, key) => {
    const deleted = answer(server, 'delete', path, { status: 'success', data: {} })
    const { client, result } = withCache(hook)
    await act(async () => { await result.current.mutateAsync(id) })
    expect(deleted.map(request => request.path)).toEqual([`/${path}`])
    expect(invalidated(client)).toEqual([key])
  })

  // Both are read by other screens from the cache under these keys, and refreshed through them.
  it('keeps one address under the addresses key with its id', async () => {
    answerAddress(server, { ...HOME, id: 3 })
    const { client, result } = withCache(() => useAddress(3))
    await waitFor(() => { expect(result.current.data?.id).toBe(3) })
    expect(client.getQueryData([...addressesKey, 3])).toEqual({ ...HOME, id: 3 })
  })

  it('keeps the delivery methods under their own key', async () => {
    answerDeliveries(server)
    const { client, result } = withCache(() => useDeliveries())
    await waitFor(() => { expect(result.current.isSuccess).toBe(true) })
    expect(client.getQueryData(['deliveries'])).toEqual(DELIVERIES)
  })

  it('keeps the deluxe membership cost under its own key, and asks only when told to', async () => {
    answer(server, 'get', 'rest/deluxe-membership', { status: 'success', data: { membershipCost: 49 } })
    const idle = withCache(() => useDeluxeCost(false))
    expect(idle.result.current.fetchStatus).toBe('idle')
    expect(requests).toEqual([])
    const { client, result } = withCache(() => useDeluxeCost(true))
    await waitFor(() => { expect(result.current.data).toBe(49) })
    expect(client.getQueryData(['deluxe-membership', 'cost'])).toBe(49)
  })

  it('keeps a placed order under its id', async () => {
    answer(server, 'get', 'rest/track-order/:id', { status: 'success', data: [{ ...PLACED_ORDER, eta: '3' }] })
    const { client, result } = withCache(() => usePlacedOrder('5267-f9cd5882f54c75a3'))
    await waitFor(() => { expect(result.current.isSuccess).toBe(true) })
    expect(client.getQueryData(['placed-order', '5267-f9cd5882f54c75a3'])).toMatchObject({ eta: 3 })
  })

  it('reads an order the server does not know as none, not as an empty order', async () => {
    answer(server, 'get', 'rest/track-order/:id', { status: 'success', data: [] })
    const { result } = withCache(() => usePlacedOrder('0000-unknown'))
    await waitFor(() => { expect(result.current.isSuccess).toBe(true) })
    expect(result.current.data).toBeNull()
  })

  it.each([[null, 'POST', '/api/Addresss'], [12, 'PUT', '/api/Addresss/12']] as const)('saves an address with id %s by %s and refreshes the addresses only', async (id, method, path) => {
    const saved = answer(server, method === 'POST' ? 'post' : 'put', path.slice(1), { status: 'success', data: { ...HOME, id: id ?? 9 } })
    const { client, result } = withCache(() => useSaveAddress())
    await act(async () => { await result.current.mutateAsync({ id, address: HOME }) })
    expect(saved.map(request => request.path)).toEqual([path])
    expect(invalidated(client)).toEqual([addressesKey])
  })

  it('saves a card and refreshes the cards only', async () => {
    const saved = answer(server, 'post', 'api/Cards', { status: 'success', data: VISA })
    const { client, result } = withCache(() => useSaveCard())
    await act(async () => { await result.current.mutateAsync({ fullName: 'Kim Berg', cardNum: '4111111111111111', expMonth: 4, expYear: 2085 }) })
    expect(saved).toEqual([{ path: '/api/Cards', body: { fullName: 'Kim Berg', cardNum: '4111111111111111', expMonth: 4, expYear: 2085 } }])
    expect(invalidated(client)).toEqual([cardsKey])
  })
})
