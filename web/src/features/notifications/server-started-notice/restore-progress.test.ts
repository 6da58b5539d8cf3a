import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProgressCodes } from '@/lib/progress-codes'
import { restoreProgressFromCookies } from './restore-progress'

const progress = vi.hoisted(() => ({ saved: {} as ProgressCodes, applied: [] as ProgressCodes[], failure: null as unknown }))
vi.mock('@/lib/progress-codes', () => ({
  readProgressCookies: () => progress.saved,
  applyProgressCodes: async (codes: ProgressCodes) => {
    progress.applied.push(codes)
    if (progress.failure !== null) throw progress.failure
  }
}))

beforeEach(() => {
  progress.saved = {}
  progress.applied = []
  progress.failure = null
})

describe('restoring the progress after a server start', () => {
  it('has nothing to say without saved codes', async () => {
    expect(await restoreProgressFromCookies()).toBeNull()
    expect(progress.applied).toEqual([])
  })

  it('applies the saved codes and says so', async () => {
    progress.saved = { continueCode: 'abc', continueCodeFixIt: 'fix' }
    expect(await restoreProgressFromCookies()).toEqual({ kind: 'restored' })
    expect(progress.applied).toEqual([{ continueCode: 'abc', continueCodeFixIt: 'fix' }])
  })

  it('names the reason a restore failed, whatever was thrown', async () => {
    progress.saved = { continueCode: 'stale' }
    progress.failure = new Error('Invalid continue code.')
    expect(await restoreProgressFromCookies()).toEqual({ kind: 'failed', error: 'Invalid continue code.' })
    progress.failure = 'offline'
    expect(await restoreProgressFromCookies()).toEqual({ kind: 'failed', error: 'offline' })
  })
})
