import type { ChildProcess } from 'node:child_process'
import net from 'node:net'

/** A TCP port nobody listens on right now. */
export async function freePort (): Promise<number> {
  return await new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      probe.close(() => { resolve(port) })
    })
  })
}

/** Waits until a started server answers `url` with 2xx; fails early if the process exits. */
export async function waitUntilAnswering (url: string, child: ChildProcess, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before answering ${url}`)
    try {
      if ((await fetch(url)).ok) return
    } catch { /* not listening yet */ }
    await new Promise(resolve => setTimeout(resolve, 100))
  }
  throw new Error(`No answer from ${url} within ${timeoutMs} ms`)
}
