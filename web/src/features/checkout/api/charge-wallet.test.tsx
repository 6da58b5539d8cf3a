// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { answer, logIn } from '@/test-support/checkout-fixtures'
import { mockShopServer } from '@/test-support/mock-server'
import { useChargeWallet } from './charge-wallet'
import { walletKey } from './get-wallet-balance'

const server = mockShopServer()

function cacheWith (keys: ReadonlyArray<readonly string[]>): QueryClient {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  for (const key of keys) client.setQueryData(key, 1)
  return client
}

describe('useChargeWallet', () => {
  it('sends the amount and card, and refreshes the wallet balance only', async () => {
    logIn()
    const charges = answer(server, 'put', 'rest/wallet/balance', { status: 'success', data: 350 })
    const client = cacheWith([walletKey, ['cards']])
    const { result } = renderHook(() => useChargeWallet(), {
      wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
    })
    let balance: unknown
    await act(async () => { balance = await result.current.mutateAsync({ balance: 100, paymentId: 8 }) })
    expect(balance).toBe(350)
    expect(charges).toEqual([{ path: '/rest/wallet/balance', body: { balance: 100, paymentId: 8 } }])
    expect(client.getQueryState(walletKey)?.isInvalidated).toBe(true)
    // Topping the wallet up changes no card: the saved cards are not fetched again.
    expect(client.getQueryState(['cards'])?.isInvalidated).toBe(false)
  })
})
