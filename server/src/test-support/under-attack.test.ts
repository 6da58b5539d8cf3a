import { describe, expect, it } from 'vitest'
import { underAttack } from './under-attack.js'

// The helper itself: it must fail when an attack holds the event loop, whatever the machine's speed.
const answer = async (): Promise<{ status: number }> => await new Promise(resolve => { setImmediate(() => { resolve({ status: 200 }) }) })
const api = undefined as unknown as Parameters<typeof underAttack>[0]
const hold = (ms: number): void => { const end = performance.now() + ms; while (performance.now() < end) { /* the attack holds the thread */ } }
const later = async (ms: number): Promise<void> => { await new Promise(resolve => { setTimeout(resolve, ms) }) }

describe('underAttack', () => {
  it('passes an attack that leaves the event loop free', async () => {
    const { result, baselineMs } = await underAttack(api, async () => { await later(600); return 'cut off' }, answer)
    expect(result).toBe('cut off')
    expect(baselineMs).toBeGreaterThanOrEqual(0)
  })

  it('fails an attack that holds the event loop after an honest request got through', async () => {
    await expect(underAttack(api, async () => { await later(300); hold(1500) }, answer)).rejects.toThrow(/waited behind the attack/)
  })

  it('fails an attack that holds the event loop from its start', async () => {
    await expect(underAttack(api, async () => { await later(10); hold(1500) }, answer)).rejects.toThrow(/waited behind the attack|no honest request/)
  })
})
