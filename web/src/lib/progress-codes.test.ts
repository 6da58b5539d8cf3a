import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyProgressCodes } from './progress-codes'

function answering (statusOf: (url: string) => number): string[] {
  const calls: string[] = []
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    calls.push(url)
    const status = statusOf(url)
    return new Response(JSON.stringify(status === 200 ? { data: 'ok' } : { status: 'error', error: 'Progress code not found' }), { status, headers: { 'content-type': 'application/json' } })
  }))
  return calls
}

afterEach(() => { vi.unstubAllGlobals() })

describe('applyProgressCodes', () => {
  const codes = { continueCode: 'solved1', continueCodeFindIt: 'find1', continueCodeFixIt: 'fix1' }

  it('applies all three codes in turn', async () => {
    const calls = answering(() => 200)
    await applyProgressCodes(codes)
    expect(calls.map(url => url.replace(/^.*\/rest\//, ''))).toEqual(['continue-code/apply/solved1', 'continue-code-findIt/apply/find1', 'continue-code-fixIt/apply/fix1'])
  })

  it('keeps the solved progress when another shop refuses the coding codes it did not sign', async () => {
    const calls = answering(url => url.includes('/continue-code/') ? 200 : 404)
    await expect(applyProgressCodes(codes)).resolves.toBeUndefined()
    expect(calls).toHaveLength(3)
  })

  it('fails when the solved-challenges code is refused', async () => {
    answering(() => 404)
    await expect(applyProgressCodes(codes)).rejects.toThrow('Progress code not found')
  })

  it('fails on other errors of the coding codes', async () => {
    answering(url => url.includes('findIt') ? 500 : 200)
    await expect(applyProgressCodes(codes)).rejects.toThrow()
  })
})
