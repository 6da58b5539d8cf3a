import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findLog, listLogs, logsFolder } from './log-files.js'
import { logAreas } from '../../test-support/log-area.js'

const instance = logAreas()

describe('the logs folder', () => {
  it('lists the live log first, then the others newest first, with sizes, and nothing that is not a log', () => {
    const { shop } = instance()
    const folder = logsFolder(shop)
    fs.mkdirSync(folder, { recursive: true })
    for (const name of ['access.log.2026-01-02', 'access.log', 'access.log.2026-03-04.1', 'notes.txt', 'access.log.txt']) fs.writeFileSync(path.join(folder, name), 'abc')
    fs.mkdirSync(path.join(folder, 'access.log.2026-05-06'))
    const entries = listLogs(shop)
    expect(entries.map(entry => entry.name)).toEqual(['access.log', 'access.log.2026-03-04.1', 'access.log.2026-01-02', 'access.log.2024-03-18'])
    expect(entries[0]).toEqual({ name: 'access.log', size: 3, modified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) })
  })

  it('serves the instance\'s own logs before the shipped ones, to whoever asks, and names only logs it has', () => {
    const { shop, events } = instance()
    fs.mkdirSync(logsFolder(shop), { recursive: true })
    fs.writeFileSync(path.join(logsFolder(shop), 'access.log'), 'live')
    expect(findLog(shop, 'access.log', null)).toBe(path.join(logsFolder(shop), 'access.log'))
    expect(findLog(shop, 'access.log.2024-03-18', 3)).toMatch(/data[/\\]logs[/\\]access\.log\.2024-03-18$/)
    expect(events).toEqual([
      ['file.served', { root: 'logs', realName: 'access.log', requesterId: null }],
      ['file.served', { root: 'logs', realName: 'access.log.2024-03-18', requesterId: 3 }]
    ])
    for (const name of ['access.log.1999-01-01', 'shop.db']) expect(() => findLog(shop, name, null), name).toThrow('Log file not found')
    expect(() => findLog(shop, '../shop.db', null)).toThrow('File names cannot contain forward slashes!')
  })
})
