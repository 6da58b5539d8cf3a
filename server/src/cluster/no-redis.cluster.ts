import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { projectRoot } from '../paths.js'
import { freePort, waitUntilAnswering } from '../test-support/spawned-server.js'

/*
 * A replica that cannot reach Redis at start (issue 23): it runs and answers liveness, but its
 * readiness check fails, and its log says why, naming the address without the password.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'classroom-no-redis-'))
let child: ChildProcess | undefined
afterAll(() => {
  child?.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('a replica without Redis', () => {
  it('stays alive, is not ready (503 not_ready) and logs the unreachable address with the password masked', async () => {
    const [port, redisPort] = [await freePort(), await freePort()]
    let log = ''
    child = spawn(process.execPath, [path.join(projectRoot, 'server', 'dist', 'main.js')], {
      env: {
        ...process.env, NODE_ENV: 'classroom', TRAINER_PASSWORD: 'no-redis-trainer', CLASSROOM_SECRET: 'no-redis-secret-0123456789abcdefghij',
        REDIS_URL: `redis://:hunter2secret@127.0.0.1:${redisPort}`, REPLICA_ID: 'lonely-0', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1'
      },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => { log += chunk.toString() })
    const base = `http://127.0.0.1:${port}`
    await waitUntilAnswering(`${base}/rest/admin/application-version`, child)
    const ready = await fetch(`${base}/rest/classroom/ready`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ error: 'not_ready', ready: false, replica: 'lonely-0' })
    const deadline = Date.now() + 20_000
    while (!log.includes('cannot be reached') && Date.now() < deadline) await new Promise(resolve => setTimeout(resolve, 100))
    expect(log).toMatch(new RegExp(`Classroom replica lonely-0: Redis at redis://:\\*\\*\\*@127\\.0\\.0\\.1:${redisPort}/? cannot be reached .*not ready`))
    expect(log).not.toContain('hunter2secret')
    // A join needs the directory: refused with 503 rather than left hanging.
    const join = await fetch(`${base}/rest/classroom/teams/Solo/join`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
    expect(join.status).toBe(503)
  })
})
