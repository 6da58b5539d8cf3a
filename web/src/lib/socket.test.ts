import type { Socket } from 'socket.io-client'
import { describe, expect, it } from 'vitest'
import { ShopSocket } from './socket'

/** Records what the app asked of the real connection, in order. */
function recordingSocket (calls: string[]): Socket {
  const record = (name: string) => (event?: string) => { calls.push(event === undefined ? name : `${name} ${event}`) }
  return { on: record('on'), off: record('off'), emit: record('emit'), connect: record('connect'), disconnect: record('disconnect') } as unknown as Socket
}

describe('the realtime handle before and after socket.io-client arrives', () => {
  it('replays listeners, emits and reconnects asked for before the connection was loaded, in their order', () => {
    const calls: string[] = []
    const handle = new ShopSocket()
    const listener = () => undefined
    handle.on('challenge solved', listener).emit('verifyLocalXssChallenge', 'q')
    handle.disconnect().connect()
    handle.off('challenge solved', listener)
    expect(calls).toEqual([])
    handle.attach(recordingSocket(calls))
    expect(calls).toEqual(['on challenge solved', 'emit verifyLocalXssChallenge', 'disconnect', 'connect', 'off challenge solved'])
  })

  it('passes every call straight on once the connection is there', () => {
    const calls: string[] = []
    const handle = new ShopSocket()
    handle.attach(recordingSocket(calls))
    handle.emit('verifySvgInjectionChallenge', 'x')
    expect(calls).toEqual(['emit verifySvgInjectionChallenge'])
  })
})
