import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, waitUntilAnswering } from '../test-support/spawned-server.js'

/*
 * A classroom cluster on loopback for the cluster test and the bench: Debian's redis-server,
 * replicas of the built server (server/dist/main.js) each with its own data folder, and Debian's
 * nginx in front with the routing rule of deploy/nginx/classroom-routing.conf. Everything lives in
 * one temporary folder and listens on free 127.0.0.1 ports; nothing of the system's own Redis or
 * nginx is used. Installs nothing: `.ci/run` installs the two packages when they are missing.
 */

export const CLUSTER_TRAINER_PASSWORD = 'cluster-trainer-password'
const SECRET = 'cluster-test-secret-0123456789abcdef'
const READY_TIMEOUT_MS = 60_000

export interface Replica { id: string, port: number, url: string, dataDir: string, child?: ChildProcess }

export interface LocalClusterOptions {
  projectRoot: string
  replicas: number
  /** Where the replicas' output goes (tests keep it for a failure's diagnosis). */
  logFile?: string
}

const requireProgram = (file: string, pkg: string): string => {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: install Debian's ${pkg} (apt-get install -y redis-server nginx; .ci/run does it)`)
  return file
}

export class LocalCluster {
  readonly folder = fs.mkdtempSync(path.join(os.tmpdir(), 'classroom-cluster-'))
  readonly replicas: Replica[] = []
  front = ''
  redisPort = 0
  private redis: ChildProcess | undefined
  private nginx: ChildProcess | undefined
  private readonly log: number | 'ignore'
  private readonly serverMain: string

  constructor (private readonly options: LocalClusterOptions) {
    this.serverMain = path.join(options.projectRoot, 'server', 'dist', 'main.js')
    this.log = options.logFile === undefined ? 'ignore' : fs.openSync(options.logFile, 'a')
  }

  get redisUrl (): string { return `redis://127.0.0.1:${this.redisPort}` }

  async start (): Promise<void> {
    if (!fs.existsSync(this.serverMain)) throw new Error('Build the server first (npm run build -w server): the cluster runs server/dist/main.js')
    requireProgram('/usr/sbin/nginx', 'nginx')
    this.redisPort = await freePort()
    await this.startRedis()
    for (let i = 0; i < this.options.replicas; i++) {
      const port = await freePort()
      const dataDir = path.join(this.folder, `replica-${i}`)
      fs.mkdirSync(dataDir)
      this.replicas.push({ id: `replica-${i}`, port, url: `http://127.0.0.1:${port}`, dataDir })
    }
    await Promise.all(this.replicas.map(async replica => { await this.startReplica(replica) }))
    await this.startNginx()
  }

  /** Starts (or restarts) Redis without persistence: a restart is an empty Redis the replicas must rebuild. */
  async startRedis (): Promise<void> {
    const redis = spawn(requireProgram('/usr/bin/redis-server', 'redis-server'), [
      '--port', String(this.redisPort), '--bind', '127.0.0.1', '--dir', this.folder,
      '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'
    ], { stdio: ['ignore', this.log, this.log] })
    this.redis = redis
    await this.waitForRedis(redis)
  }

  killRedis (): void {
    this.redis?.kill('SIGKILL')
  }

  async startReplica (replica: Replica): Promise<void> {
    replica.child = spawn(process.execPath, [this.serverMain], {
      env: {
        ...process.env,
        NODE_ENV: 'classroom',
        TRAINER_PASSWORD: CLUSTER_TRAINER_PASSWORD,
        CLASSROOM_SECRET: SECRET,
        REDIS_URL: this.redisUrl,
        REPLICA_ID: replica.id,
        DATA_DIR: replica.dataDir,
        PORT: String(replica.port),
        HOST: '127.0.0.1'
      },
      stdio: ['ignore', this.log, this.log]
    })
    await waitUntilAnswering(`${replica.url}/rest/classroom/ready`, replica.child, READY_TIMEOUT_MS)
  }

  /** `kill -9`: no shutdown code runs. */
  async killReplica (replica: Replica): Promise<void> {
    const child = replica.child
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise(resolve => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }

  replica (id: string): Replica {
    const replica = this.replicas.find(r => r.id === id)
    if (replica === undefined) throw new Error(`No replica ${id}`)
    return replica
  }

  /** Stops every process it started, whatever state they are in, and removes the folder. */
  stop (): void {
    for (const child of [this.nginx, this.redis, ...this.replicas.map(r => r.child)]) {
      if (child !== undefined && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
    if (typeof this.log === 'number') fs.closeSync(this.log)
    fs.rmSync(this.folder, { recursive: true, force: true })
  }

  private async startNginx (): Promise<void> {
    const port = await freePort()
    const routing = path.join(this.options.projectRoot, 'deploy', 'nginx', 'classroom-routing.conf')
    const temp = path.join(this.folder, 'nginx')
    fs.mkdirSync(temp)
    // One process, no user switch, every file in the temporary folder; only loopback addresses.
    const conf = `
master_process off;
daemon off;
pid ${temp}/nginx.pid;
error_log ${temp}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${routing};
  map $http_upgrade $connection_upgrade { default upgrade; "" ""; }
  # max_fails=0: a replica that is down is never taken out of the hash ring, so its teams get 502
  # until it is back instead of being sent to a replica that does not hold them.
  upstream classroom_replicas {
    hash $classroom_route consistent;
${this.replicas.map(r => `    server 127.0.0.1:${r.port} max_fails=0;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://classroom_replicas;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # A team whose replica is down gets 502, never another replica (which would refuse it anyway).
      proxy_next_upstream off;
      proxy_read_timeout 60s;
    }
  }
}
`
    const file = path.join(temp, 'nginx.conf')
    fs.writeFileSync(file, conf)
    this.nginx = spawn('/usr/sbin/nginx', ['-p', temp, '-c', file], { stdio: ['ignore', this.log, this.log] })
    this.front = `http://127.0.0.1:${port}`
    await waitUntilAnswering(`${this.front}/rest/admin/application-version`, this.nginx, 20_000)
  }

  private async waitForRedis (redis: ChildProcess): Promise<void> {
    const { Redis } = await import('ioredis')
    const deadline = Date.now() + 20_000
    while (Date.now() < deadline) {
      if (redis.exitCode !== null) throw new Error(`redis-server exited with ${redis.exitCode}`)
      const client = new Redis(this.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
      client.on('error', () => {})
      try {
        await client.connect()
        if (await client.ping() === 'PONG') { client.disconnect(); return }
      } catch { /* not listening yet */ }
      client.disconnect()
      await new Promise(resolve => setTimeout(resolve, 100))
    }
    throw new Error('redis-server did not answer within 20 s')
  }
}
