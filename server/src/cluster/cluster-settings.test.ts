import { describe, expect, it } from 'vitest'
import { ConfigError } from '../config.js'
import { CLASSROOM_SECRET_MIN, clusterSettingsFrom } from './cluster.js'

const secret = 's'.repeat(CLASSROOM_SECRET_MIN)

describe('cluster settings from the environment', () => {
  it('is a single process without REDIS_URL, whatever else is set', () => {
    expect(clusterSettingsFrom({}, true)).toBeUndefined()
    expect(clusterSettingsFrom({ REDIS_URL: '', REPLICA_ID: 'x', CLASSROOM_SECRET: secret }, true)).toBeUndefined()
  })

  it('makes a replica named by REPLICA_ID, or the host name, with a class key from CLASSROOM_SECRET', () => {
    const named = clusterSettingsFrom({ REDIS_URL: 'redis://redis:6379', REPLICA_ID: 'shop-2', CLASSROOM_SECRET: secret }, true)
    expect(named).toMatchObject({ redisUrl: 'redis://redis:6379', replica: 'shop-2' })
    expect(named?.classKey).toHaveLength(32)
    const other = clusterSettingsFrom({ REDIS_URL: 'redis://redis:6379', CLASSROOM_SECRET: secret }, true)
    expect(other?.replica).toMatch(/\S/)
    // Every replica with the same secret signs with the same key; another secret gives another key.
    expect(other?.classKey.equals(named!.classKey)).toBe(true)
    expect(clusterSettingsFrom({ REDIS_URL: 'redis://r', CLASSROOM_SECRET: `${secret}x` }, true)?.classKey.equals(named!.classKey)).toBe(false)
  })

  it.each([
    [{ REDIS_URL: 'redis://r', CLASSROOM_SECRET: secret }, false, /only classroom mode/],
    [{ REDIS_URL: 'http://r', CLASSROOM_SECRET: secret }, true, /redis:\/\//],
    [{ REDIS_URL: 'redis://r', CLASSROOM_SECRET: 'short' }, true, /CLASSROOM_SECRET/],
    [{ REDIS_URL: 'redis://r' }, true, /CLASSROOM_SECRET/],
    [{ REDIS_URL: 'redis://r', CLASSROOM_SECRET: secret, REPLICA_ID: '../etc' }, true, /REPLICA_ID/]
  ])('refuses to start with %j (classroom %s)', (env, classroom, message) => {
    expect(() => clusterSettingsFrom(env, classroom)).toThrow(ConfigError)
    expect(() => clusterSettingsFrom(env, classroom)).toThrow(message)
  })
})
