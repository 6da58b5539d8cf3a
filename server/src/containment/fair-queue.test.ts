import { getEventListeners } from 'node:events'
import { describe, expect, it } from 'vitest'
import { FairQueue, QueueRefusal } from './fair-queue.js'

/** Records the order in which waiting tasks get their slot. */
function tracker (queue: FairQueue) {
  const order: string[] = []
  const releases = new Map<string, () => void>()
  const take = (client: string, name: string, signal?: AbortSignal): Promise<void> =>
    queue.acquire(client, signal).then(release => { order.push(name); releases.set(name, release) })
  const release = (name: string): void => { releases.get(name)!() }
  return { order, take, release }
}

const refusal = async (promise: Promise<unknown>): Promise<string> => {
  const error = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(QueueRefusal)
  return (error as QueueRefusal).reason
}

const settled = async (): Promise<void> => { await new Promise(resolve => setImmediate(resolve)) }

describe('fair queue', () => {
  it('runs up to its slots at once and makes the next task wait for a release', async () => {
    const q = tracker(new FairQueue({ slots: 2, perClient: 10, maxWaiting: 10 }))
    await q.take('a', 'a1')
    await q.take('b', 'b1')
    const third = q.take('c', 'c1')
    await settled()
    expect(q.order).toEqual(['a1', 'b1'])
    q.release('a1')
    await third
    expect(q.order).toEqual(['a1', 'b1', 'c1'])
  })

  it('serves waiting clients in turn, not in arrival order', async () => {
    const q = tracker(new FairQueue({ slots: 1, perClient: 10, maxWaiting: 10 }))
    await q.take('hostile', 'h0')
    const waiting = [q.take('hostile', 'h1'), q.take('hostile', 'h2'), q.take('hostile', 'h3'), q.take('honest', 'x1')]
    for (const name of ['h0', 'h1', 'x1', 'h2']) { await settled(); q.release(name) }
    await Promise.all(waiting)
    expect(q.order).toEqual(['h0', 'h1', 'x1', 'h2', 'h3'])
  })

  it("refuses a client's task over its share at once, and takes it again after a release", async () => {
    const queue = new FairQueue({ slots: 1, perClient: 2, maxWaiting: 10 })
    const q = tracker(queue)
    await q.take('a', 'a1')
    const waiting = q.take('a', 'a2')
    expect(await refusal(queue.acquire('a'))).toBe('client')
    expect(queue.heldBy('a')).toBe(2)
    const other = q.take('b', 'b1') // another client still queues
    q.release('a1')
    await waiting
    expect(queue.heldBy('a')).toBe(1)
    const again = q.take('a', 'a3')
    q.release('a2')
    await other
    q.release('b1')
    await again
    expect(q.order).toEqual(['a1', 'a2', 'b1', 'a3'])
  })

  it('refuses everyone at once when too many wait', async () => {
    const queue = new FairQueue({ slots: 1, perClient: 10, maxWaiting: 2 })
    const q = tracker(queue)
    await q.take('a', 'a1')
    void q.take('b', 'b1')
    void q.take('c', 'c1')
    expect(await refusal(queue.acquire('d'))).toBe('full')
  })

  it('forgets a waiting task whose signal aborts, and frees its share', async () => {
    const queue = new FairQueue({ slots: 1, perClient: 2, maxWaiting: 10 })
    const q = tracker(queue)
    await q.take('a', 'a1')
    const controller = new AbortController()
    const gaveUp = q.take('a', 'a2', controller.signal)
    const other = q.take('b', 'b1')
    controller.abort(new Error('waited too long'))
    await expect(gaveUp).rejects.toThrow('waited too long')
    expect(queue.heldBy('a')).toBe(1)
    q.release('a1')
    q.release('a1') // a second release of the same slot changes nothing
    await other
    expect(q.order).toEqual(['a1', 'b1'])
    expect(queue.heldBy('a')).toBe(0)
  })

  it('keeps to its slots after every release, and counts a task that got its slot as no longer waiting', async () => {
    const queue = new FairQueue({ slots: 1, perClient: 10, maxWaiting: 1 })
    const q = tracker(queue)
    await q.take('a', 'a1')
    const b1 = q.take('b', 'b1')
    q.release('a1')
    await b1
    // b1 left the waiting line: c1 may wait in its place, and only gets the slot once b1 is done.
    const c1 = q.take('c', 'c1')
    await settled()
    expect(q.order).toEqual(['a1', 'b1'])
    q.release('b1')
    await c1
    expect(q.order).toEqual(['a1', 'b1', 'c1'])
  })

  it('hands a freed slot to one waiting task only', async () => {
    const q = tracker(new FairQueue({ slots: 1, perClient: 10, maxWaiting: 10 }))
    await q.take('a', 'a1')
    const waiting = [q.take('b', 'b1'), q.take('c', 'c1')]
    q.release('a1')
    await waiting[0]
    await settled()
    expect(q.order).toEqual(['a1', 'b1'])
    q.release('b1')
    await waiting[1]
    expect(q.order).toEqual(['a1', 'b1', 'c1'])
  })

  it('gives the place of an aborted waiting task back to the line', async () => {
    const queue = new FairQueue({ slots: 1, perClient: 10, maxWaiting: 1 })
    const q = tracker(queue)
    await q.take('a', 'a1')
    const controller = new AbortController()
    const gaveUp = q.take('b', 'b1', controller.signal)
    controller.abort(new Error('gone'))
    await expect(gaveUp).rejects.toThrow('gone')
    const c1 = q.take('c', 'c1')
    q.release('a1')
    await c1
    expect(q.order).toEqual(['a1', 'c1'])
  })

  it('gives back a released slot once however often its release is called', async () => {
    const queue = new FairQueue({ slots: 2, perClient: 10, maxWaiting: 10 })
    const q = tracker(queue)
    await q.take('a', 'a1')
    await q.take('a', 'a2')
    q.release('a1')
    q.release('a1')
    // A second call must neither free a slot nor a share it no longer holds.
    expect(queue.heldBy('a')).toBe(1)
    await q.take('b', 'b1')
    const c1 = q.take('c', 'c1')
    await settled()
    expect(q.order).toEqual(['a1', 'a2', 'b1'])
    q.release('b1')
    await c1
  })

  it("keeps a client's other waiting tasks in line when one of them gives up, wherever it stood", async () => {
    const queue = new FairQueue({ slots: 1, perClient: 10, maxWaiting: 10 })
    const q = tracker(queue)
    await q.take('a', 'a1')
    const controllers = [new AbortController(), new AbortController()]
    const gaveUp: string[] = []
    controllers.forEach((controller, i) => { q.take('a', `a${i + 2}`, controller.signal).catch((error: Error) => { gaveUp.push(error.message) }) })
    void q.take('a', 'a4')
    controllers[1].abort(new Error('a3'))
    controllers[0].abort(new Error('a2'))
    await settled()
    expect(gaveUp).toEqual(['a3', 'a2'])
    expect(queue.heldBy('a')).toBe(2)
    q.release('a1')
    await settled()
    expect(q.order).toEqual(['a1', 'a4'])
  })

  it("leaves no listener on the caller's signal once a task got its slot or gave up", async () => {
    // A caller may pass one long-lived signal for many tasks; each must not add a listener for good.
    const q = tracker(new FairQueue({ slots: 1, perClient: 10, maxWaiting: 10 }))
    const kept = new AbortController()
    await q.take('a', 'a1')
    const b1 = q.take('b', 'b1', kept.signal)
    const gaveUp = new AbortController()
    const c1 = q.take('c', 'c1', gaveUp.signal)
    expect(getEventListeners(kept.signal, 'abort')).toHaveLength(1)
    q.release('a1')
    await b1
    expect(getEventListeners(kept.signal, 'abort')).toHaveLength(0)
    gaveUp.abort(new Error('gone'))
    await expect(c1).rejects.toThrow('gone')
    expect(getEventListeners(gaveUp.signal, 'abort')).toHaveLength(0)
  })

  it('says why it refused', () => {
    expect(new QueueRefusal('client').message).toBe('This client has too much work queued already')
    expect(new QueueRefusal('full').message).toBe('The queue is full')
    expect(new QueueRefusal('full').name).toBe('QueueRefusal')
  })
})
