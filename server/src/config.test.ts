import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { readYamlFile } from './yaml-files.js'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './config.js'
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
})
