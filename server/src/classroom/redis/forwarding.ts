import { randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'
import { DomainError } from '../../domain/errors.js'
import type { TrainerAction } from '../shared-state.js'

/** How long a trainer's call waits for the replica holding the team (a reset waits up to 15 s for requests in flight). */
export const ACTION_TIMEOUT_MS = 20_000

const actions = (replica: string): string => `classroom:act:${replica}`
const replies = (replica: string): string => `classroom:reply:${replica}`

interface Request { id: string, from: string, action: TrainerAction }
interface Reply { id: string, value?: unknown, error?: { kind: DomainError['kind'], message: string, details?: Record<string, unknown> } }
interface Pending { resolve: (value: unknown) => void, reject: (error: unknown) => void, timer: NodeJS.Timeout }

/**
 * Trainer actions for a team another replica holds, over Redis pub/sub with an answer: the
 * trainer's call ends with the real result, or with 503 when the holder is down (nobody listens
 * on its channel) or does not answer in time.
 */
export class ActionForwarding {
  private readonly pending = new Map<string, Pending>()
  private handler: ((action: TrainerAction) => Promise<unknown>) | undefined

  constructor (private readonly client: Redis, private readonly replica: string) {}

  static unavailable (message: string): DomainError {
    return new DomainError('unavailable', message, { error: 'replica_unavailable' })
  }

  channels (): string[] { return [actions(this.replica), replies(this.replica)] }

  serve (handler: (action: TrainerAction) => Promise<unknown>): void { this.handler = handler }

  async send (replica: string, action: TrainerAction): Promise<unknown> {
    const id = randomBytes(8).toString('hex')
    const answer = new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id)
        reject(ActionForwarding.unavailable(`The replica holding this team (${replica}) did not answer in time. Try again in a moment.`))
      }, ACTION_TIMEOUT_MS)
      this.pending.set(id, { resolve, reject, timer })
    })
    let listeners: number
    try {
      listeners = await this.client.publish(actions(replica), JSON.stringify({ id, from: this.replica, action } satisfies Request))
    } catch {
      listeners = 0
    }
    if (listeners === 0) this.settle({ id, error: { kind: 'unavailable', message: `The replica holding this team (${replica}) is down. Try again once it is back.`, details: { error: 'replica_unavailable' } } })
    return await answer
  }

  receive (channel: string, text: string): void {
    let message: unknown
    try { message = JSON.parse(text) } catch { return }
    if (channel === replies(this.replica)) this.settle(message as Reply)
    else if (channel === actions(this.replica)) void this.run(message as Request)
  }

  close (): void {
    for (const { timer, reject } of this.pending.values()) {
      clearTimeout(timer)
      reject(ActionForwarding.unavailable('This replica is stopping'))
    }
    this.pending.clear()
  }

  private async run (request: Request): Promise<void> {
    let reply: Reply
    try {
      if (this.handler === undefined) throw ActionForwarding.unavailable('The replica is starting')
      reply = { id: request.id, value: await this.handler(request.action) }
    } catch (error) {
      reply = error instanceof DomainError
        ? { id: request.id, error: { kind: error.kind, message: error.message, details: error.details } }
        : { id: request.id, error: { kind: 'unavailable', message: 'The replica holding this team failed to carry out the action', details: { error: 'replica_failed' } } }
    }
    await this.client.publish(replies(request.from), JSON.stringify(reply)).catch(() => { /* the caller times out with a 503 */ })
  }

  private settle (reply: Reply): void {
    const waiting = this.pending.get(reply.id)
    if (waiting === undefined) return
    this.pending.delete(reply.id)
    clearTimeout(waiting.timer)
    if (reply.error === undefined) waiting.resolve(reply.value)
    else waiting.reject(new DomainError(reply.error.kind, reply.error.message, reply.error.details))
  }
}
