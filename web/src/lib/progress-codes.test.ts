import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyProgressCodes } from './progress-codes'

const answer = (status: number): Response =>
  new Response(JSON.stringify(status === 200 ? { data: 'ok' } : { status: 'error', error: 'Progress code not found' }), { status, headers: { 'Content-Type': 'application/json' } })

afterEach(() => { vi.unstubAllGlobals() })

const codes = { continueCode: 'solved', continueCodeFindIt: 'findit', continueCodeFixIt: 'fixit' }

describe('applyProgressCodes', () => {
  it('restores the solved challenges in a shop that cannot read the other shop\'s coding codes', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(answer(200)).mockResolvedValueOnce(answer(404)).mockResolvedValueOnce(answer(404))
    vi.stubGlobal('fetch', fetchMock)
    await expect(applyProgressCodes(codes)).resolves.toBeUndefined()
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/rest/continue-code/apply/solved',
      '/rest/continue-code-findIt/apply/findit',
      '/rest/continue-code-fixIt/apply/fixit'
    ])
  })

  it('still fails on a solved code the shop cannot read, and on any other failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(404)))
    await expect(applyProgressCodes(codes)).rejects.toThrow('Progress code not found')
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(200)).mockResolvedValueOnce(answer(500)))
    await expect(applyProgressCodes(codes)).rejects.toThrow()
  })
})
