import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { readYamlFile } from './yaml-files.js'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig, trainerPasswordFrom } from './config.js'
import { configFolder, projectRoot } from './paths.js'
import { overlay } from './test-support/ctf-profile.js'

type Tree = Record<string, unknown>

const readYaml = (name: string): Tree => readYamlFile(path.join(configFolder, name)) as Tree
const withOverlay = (over: Tree): Tree => overlay(readYaml('default.yml'), over)

describe('configuration', () => {
  it('accepts the default file and the CTF profile', () => {
    expect(parseConfig(withOverlay(readYaml('test.yml'))).ctf.showFlagsInNotifications).toBe(false)
    const ctf = parseConfig(withOverlay(readYaml('ctf.yml')))
    expect(ctf.ctf).toEqual({ showFlagsInNotifications: true, showCountryDetailsInNotifications: 'both' })
    expect(ctf.challenges.showHints).toBe(false)
    expect(ctf.hackingInstructor.isEnabled).toBe(false)
  })

  it('names every bad field of an overlay', () => {
    const bad = withOverlay({
      application: { showGitHubLinks: 'yes', welcomeBanner: { title: 42 } },
      challenges: { codingChallengesEnabled: 'sometimes' },
      ctf: { showCountryDetailsInNotifications: 'all' }
    })
    expect(() => parseConfig(bad)).toThrow(ConfigError)
    let message = ''
    try { parseConfig(bad) } catch (error) { message = (error as Error).message }
    for (const field of ['application.showGitHubLinks', 'application.welcomeBanner.title', 'challenges.codingChallengesEnabled', 'ctf.showCountryDetailsInNotifications']) {
      expect(message).toContain(field)
    }
  })

  it('accepts only bare origins in the realtime allowlist', () => {
    expect(parseConfig(withOverlay({})).server.allowedOrigins).toContain('http://localhost:5173')
    const bad = withOverlay({ server: { allowedOrigins: ['https://proxy.example/shop', 'proxy.example'] } })
    expect(() => parseConfig(bad)).toThrow(/server\.allowedOrigins\.0[\s\S]*server\.allowedOrigins\.1/)
  })

  it('checks the listener limits', () => {
    expect(parseConfig(withOverlay({})).server.connections).toMatchObject({ max: 10_000, perClient: 256 })
    const connections = (over: Tree): Tree => withOverlay({ server: { connections: over } })
    expect(() => parseConfig(connections({ headersTimeoutMs: 70_000 }))).toThrow(/server\.connections\.headersTimeoutMs: headersTimeoutMs may not exceed requestTimeoutMs/)
    expect(() => parseConfig(connections({ perClient: -1, max: 0, idleMs: 10 }))).toThrow(/connections\.max[\s\S]*connections\.perClient[\s\S]*connections\.idleMs/)
    const { server } = readYaml('default.yml') as { server: Tree }
    expect(parseConfig({ ...withOverlay({}), server: { ...server, connections: undefined } }).server.connections.perClient).toBe(256)
  })

  it('reports a missing setting by its path', () => {
    const missing = withOverlay({})
    delete (missing.hackingInstructor as Tree).isEnabled
    expect(() => parseConfig(missing)).toThrow(/hackingInstructor\.isEnabled/)
  })

  it('stops the server with that message when a config file is bad', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-config-'))
    try {
      fs.copyFileSync(path.join(configFolder, 'default.yml'), path.join(dir, 'default.yml'))
      fs.writeFileSync(path.join(dir, 'broken.yml'), 'ctf:\n  showFlagsInNotifications: maybe\n')
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'server', 'src', 'main.ts')], {
        cwd: path.join(projectRoot, 'server'),
        env: { ...process.env, NODE_ENV: 'broken', NODE_CONFIG_DIR: dir, DATA_DIR: dir, PORT: '0' },
        timeout: 15_000
      })
      await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('ctf.showFlagsInNotifications') })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('switches classroom mode on with its profile, alone and with the CTF profile', async () => {
    expect(parseConfig(withOverlay({})).classroom).toEqual({ enabled: false, maxTeams: 200, idleMinutes: 15, maxOpenShops: 64, cookieHours: 96, eventEnd: null })
    expect(parseConfig(withOverlay(readYaml('classroom.yml'))).classroom.enabled).toBe(true)
    expect(() => parseConfig(withOverlay({ classroom: { maxTeams: 0, eventEnd: 'tomorrow' } }))).toThrow(/classroom\.maxTeams[\s\S]*classroom\.eventEnd/)
    // The config package merges a comma-separated NODE_ENV in order; it reads its files once per process.
    const script = "const { loadConfig } = await import('./src/config.ts'); const c = loadConfig(); console.log(JSON.stringify({ classroom: c.classroom.enabled, flags: c.ctf.showFlagsInNotifications }))"
    const load = async (env: string): Promise<unknown> => {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: path.join(projectRoot, 'server'), env: { ...process.env, NODE_ENV: env, NODE_CONFIG_DIR: configFolder }, timeout: 15_000
      })
      return JSON.parse(stdout)
    }
    expect(await load('classroom,ctf')).toEqual({ classroom: true, flags: true })
    expect(await load('classroom')).toEqual({ classroom: true, flags: false })
  })

  it('asks for a trainer password of at least 8 characters in classroom mode only', () => {
    const off = parseConfig(withOverlay({}))
    const on = parseConfig(withOverlay(readYaml('classroom.yml')))
    expect(trainerPasswordFrom({}, off)).toBeUndefined()
    expect(trainerPasswordFrom({ TRAINER_PASSWORD: 'long enough' }, on)).toBe('long enough')
    for (const env of [{}, { TRAINER_PASSWORD: '' }, { TRAINER_PASSWORD: 'short' }]) {
      expect(() => trainerPasswordFrom(env, on)).toThrow(ConfigError)
    }
  })

  // The built server (server/dist, made by npm run build) and the sources under tsx must both refuse.
  const servers = [
    { name: 'from source', args: ['--import', 'tsx', path.join(projectRoot, 'server', 'src', 'main.ts')] },
    ...(fs.existsSync(path.join(projectRoot, 'server', 'dist', 'main.js')) ? [{ name: 'built', args: [path.join(projectRoot, 'server', 'dist', 'main.js')] }] : [])
  ]
  it.each(servers)('stops the server $name in classroom mode without a trainer password, with one clear line', async ({ args }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-classroom-'))
    try {
      await Promise.all([undefined, 'seven77'].map(async short => {
        const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'classroom', NODE_CONFIG_DIR: configFolder, DATA_DIR: dir, PORT: '0' }
        if (short === undefined) delete env.TRAINER_PASSWORD
        else env.TRAINER_PASSWORD = short
        const run = promisify(execFile)(process.execPath, args, { cwd: path.join(projectRoot, 'server'), env, timeout: 50_000 })
        await expect(run).rejects.toMatchObject({ code: 1, stderr: 'Classroom mode needs a trainer password of at least 8 characters: start with TRAINER_PASSWORD=<password> (see README, "Running a class").\n' })
      }))
      // Refused before anything was written into the data folder.
      expect(fs.readdirSync(dir)).toEqual([])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
