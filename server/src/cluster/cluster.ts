import { createHash } from 'node:crypto'
import os from 'node:os'
import type { Server } from 'socket.io'
import type { SharedState } from '../classroom/shared-state.js'
import { ConfigError } from '../config.js'

/** What makes a classroom process one replica of a cluster (only with REDIS_URL). */
export interface ClusterLink {
  replica: string
  shared: SharedState
  /** The class key every replica shares, so cookies and passcodes signed on one hold on all. */
  classKey: Buffer
  /** Puts socket.io's Redis adapter on the replica's realtime server. */
  attachAdapter: (io: Server) => void
  close: () => Promise<void>
}

export interface ClusterSettings { redisUrl: string, replica: string, classKey: Buffer }

/** The minimum length of CLASSROOM_SECRET: it replaces the 32 random bytes of `cookie.key`. */
export const CLASSROOM_SECRET_MIN = 32
const REPLICA_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/

/**
 * Reads REDIS_URL, REPLICA_ID (default: the host name, which a StatefulSet pod gets as
 * `<set>-<ordinal>`) and CLASSROOM_SECRET from the environment. Without REDIS_URL the process is
 * the one and only shop: undefined, and nothing of the cluster code is loaded.
 */
export function clusterSettingsFrom (env: NodeJS.ProcessEnv, classroom: boolean): ClusterSettings | undefined {
  const redisUrl = env.REDIS_URL ?? ''
  if (redisUrl === '') return undefined
  if (!classroom) throw new ConfigError('REDIS_URL is set, but only classroom mode runs as several replicas: set NODE_ENV=classroom or unset REDIS_URL')
  if (!/^rediss?:\/\//.test(redisUrl)) throw new ConfigError('REDIS_URL must start with redis:// or rediss://')
  const replica = env.REPLICA_ID ?? os.hostname()
  if (!REPLICA_ID.test(replica)) throw new ConfigError('REPLICA_ID must be 1–63 letters, digits, dots, dashes or underscores')
  const secret = env.CLASSROOM_SECRET ?? ''
  if (secret.length < CLASSROOM_SECRET_MIN) throw new ConfigError(`CLASSROOM_SECRET must be set to the same ≥ ${CLASSROOM_SECRET_MIN} characters on every replica (it signs the team and trainer cookies)`)
  return { redisUrl, replica, classKey: createHash('sha256').update(`classroom key\0${secret}`).digest() }
}

/** Loads the Redis client and the socket.io adapter (only now: a single process never pays for them). */
export async function connectCluster (settings: ClusterSettings, log: (message: string, error?: unknown) => void): Promise<ClusterLink> {
  const [{ RedisSharedState }, { createAdapter }, { Redis }] = await Promise.all([
    import('../classroom/redis/redis-shared-state.js'),
    import('@socket.io/redis-adapter'),
    import('ioredis')
  ])
  const shared = new RedisSharedState({ url: settings.redisUrl, replica: settings.replica, log })
  // The adapter keeps its own two connections; they queue while Redis is away and the adapter catches up.
  const publisher = new Redis(settings.redisUrl, { retryStrategy: times => Math.min(times * 200, 2000) })
  const subscriber = publisher.duplicate()
  for (const connection of [publisher, subscriber]) connection.on('error', () => { /* the shared state logs the outage once */ })
  return {
    replica: settings.replica,
    shared,
    classKey: settings.classKey,
    attachAdapter: io => { io.adapter(createAdapter(publisher, subscriber)) },
    close: async () => {
      publisher.disconnect()
      subscriber.disconnect()
      await shared.close()
    }
  }
}
