import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { logsFolder } from '../domain/logs/log-files.js'
import { expectTextServedToBoth } from '../test-support/served-files.js'
import { createTestShop } from '../test-support/test-shop.js'

/* The support desk's log folder: who read a log (detectors listen), and a log name it cannot send. */
const t = createTestShop()
const shop = t.shop.registry.get()

describe('GET /support/logs/{file}', () => {
  it('tells who read the live log, or nobody without a login', async () => {
    await expectTextServedToBoth(t, 'logs', '/support/logs/access.log')
  })

  it('answers 404 in JSON for a log name that is no file, without the text type it set for the log', async () => {
    // A folder where a rotated log would be: the name is one the logger writes, the send fails.
    fs.mkdirSync(path.join(logsFolder(shop), 'access.log.2001-01-01'), { recursive: true })
    const res = await t.api.get('/support/logs/access.log.2001-01-01')
    expect([res.status, res.body.error]).toEqual([404, 'Log file not found'])
    expect(res.headers['content-type']).toMatch(/^application\/json/)
  })
})
