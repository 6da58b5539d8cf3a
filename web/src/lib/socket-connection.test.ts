// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeSocket } from '@/test-support/fake-socket'

/** The connection socket.io-client hands out, recording what the app asks of it. */
class RecordingSocket extends FakeSocket {
  readonly sent: unknown[][] = []
  override emit (event: string, ...args: unknown[]): void {
    this.sent.push([event, ...args])
  }

  /** The server sends an event to the page. */
  receive (event: string, payload: unknown): void {
    super.emit(event, payload)
  }
}

const client = vi.hoisted(() => ({ created: [] as unknown[], options: [] as unknown[], fail: false }))
vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    if (client.fail) throw new Error('chunk failed')
    const socket = new RecordingSocket()
    client.created.push(socket)
    client.options.push(options)
    return socket
  }
}))

beforeEach(() => {
  vi.resetModules()
  client.created.length = 0
  client.options.length = 0
  client.fail = false
})
afterEach(() => { vi.restoreAllMocks() })

const connection = async (): Promise<RecordingSocket> => {
  await vi.waitFor(() => { expect(client.created).toHaveLength(1) })
  return client.created[0] as RecordingSocket
}

describe('the realtime connection', () => {
  it('is one for the whole page, opened on the shop\'s socket path once the page is idle', async () => {
    const { getSocket } = await import('./socket')
    expect(getSocket()).toBe(getSocket())
    const socket = await connection()
    expect(client.options).toEqual([{ path: '/socket.io', autoConnect: false }])
    expect(socket.connections).toEqual(['connect'])
  })

  it('acknowledges each challenge notice with its flag', async () => {
    const { getSocket } = await import('./socket')
    getSocket()
    const socket = await connection()
    socket.receive('challenge solved', { key: 'scoreBoardChallenge', flag: 'f1a9' })
    socket.receive('challenge solved', { key: 'scoreBoardChallenge' })
    socket.receive('challenge solved', null)
    expect(socket.sent).toEqual([['notification received', 'f1a9']])
  })

  it('hands notices to listeners until they stop listening', async () => {
    const { onChallengeSolved, onServerStarted } = await import('./socket')
    const solved = vi.fn()
    const started = vi.fn()
    const stopSolved = onChallengeSolved(solved)
    const stopStarted = onServerStarted(started)
    const socket = await connection()
    socket.receive('challenge solved', { key: 'scoreBoardChallenge', flag: 'f1a9' })
    socket.receive('server started', {})
    expect(solved).toHaveBeenCalledWith({ key: 'scoreBoardChallenge', flag: 'f1a9' })
    expect(started).toHaveBeenCalledTimes(1)
    stopSolved()
    stopStarted()
    socket.receive('challenge solved', { key: 'x' })
    socket.receive('server started', {})
    expect(solved).toHaveBeenCalledTimes(1)
    expect(started).toHaveBeenCalledTimes(1)
  })

  it('reports the notices one shift-click closed', async () => {
    const { reportClosedNotifications } = await import('./socket')
    reportClosedNotifications(['f1a9', 'b2c3'])
    const socket = await connection()
    expect(socket.sent).toEqual([['verifyCloseNotificationsChallenge', ['f1a9', 'b2c3']]])
  })

  it('waits for an idle page at most half a second', async () => {
    const idle = vi.fn((load: () => void, _options: { timeout: number }) => { load(); return 1 })
    vi.stubGlobal('requestIdleCallback', idle)
    try {
      const { getSocket } = await import('./socket')
      getSocket()
      await connection()
      expect(idle).toHaveBeenCalledTimes(1)
      expect(idle.mock.calls[0][1]).toEqual({ timeout: 500 })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('opens without an idle callback too', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    try {
      const { getSocket } = await import('./socket')
      getSocket()
      await connection()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('says so in the console when it cannot be loaded', async () => {
    client.fail = true
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { getSocket } = await import('./socket')
    getSocket()
    await vi.waitFor(() => { expect(report).toHaveBeenCalledWith('The realtime connection could not be loaded', expect.any(Error)) })
  })
})
