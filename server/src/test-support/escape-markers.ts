import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect } from 'vitest'

/** Put into the test process's environment before the shop starts: no response may ever carry it. */
export const ENV_CANARY = `canary-${process.pid}-${Date.now().toString(36)}`
process.env.SHOP_ESCAPE_CANARY = ENV_CANARY

/** The instance's real secrets: its key files and the shop's CTF key, with a line of each that no response may carry. */
export function instanceSecrets (instanceFolder: string): Array<{ file: string, marker: string }> {
  const keys = path.join(instanceFolder, 'keys')
  const files = [...fs.readdirSync(keys).map(name => path.join(keys, name)), path.join(instanceFolder, '..', 'ctf.key')]
  return files.filter(file => fs.existsSync(file) && fs.statSync(file).isFile()).map(file => {
    const text = fs.readFileSync(file, 'utf8')
    const marker = text.split('\n').find(line => line.length > 20 && !line.startsWith('-----')) ?? text.slice(0, 32)
    return { file, marker: marker.slice(0, 32) }
  })
}

/** Lines of the host's own /etc/passwd that the decoy passwd does not have. */
export const hostOnlyPasswdLines = (): string[] => fs.readFileSync('/etc/passwd', 'utf8').split('\n')
  .filter(line => line.includes(':') && !/^(root|daemon|www-data|juicer|pulp):/.test(line))

/** What the real `id` prints on this host (the sandbox's decoy says uid=1001(pulp)). */
const realId = (): string => execFileSync('id', { encoding: 'utf8' }).split(' ')[0]!

/** Everything that would prove an escape: host-only passwd lines, the real `id`, the environment canary, the instance's secrets. */
export function escapeMarkers (instanceFolder: string): string[] {
  return [...hostOnlyPasswdLines(), realId(), ENV_CANARY, ...instanceSecrets(instanceFolder).map(secret => secret.marker)]
}

/** A response's text, whatever its type (downloads arrive as buffers). */
const textOf = (body: unknown): string =>
  typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : JSON.stringify(body) ?? ''

/** Fails when the text (or a response's text or body) carries any sign of an escape. */
export function expectNoEscape (response: string | { text?: string, body?: unknown }, markers: string[], what = 'response'): void {
  const text = typeof response === 'string' ? response : textOf(response.text ?? response.body)
  for (const marker of markers) expect(text.includes(marker), `${what} carries ${marker.slice(0, 40)}`).toBe(false)
}
