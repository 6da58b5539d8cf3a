import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildContextFiles } from './build-context.js'
import { flags, healthcheckCommand, readStages, withKeyword, words } from './dockerfile.js'
import { appFolder, dataVolume, dockerfile, livenessPath, port, recipeScript, repoRoot } from './expected.js'

/*
 * The Dockerfile read as Docker reads it (dockerfile-ast): its build stage must run nothing but the
 * recipe that image-recipe.image-test.ts runs (npm run test:image), and its runtime stage must take
 * only the folder that recipe assembles. Fast checks, part of npm test.
 */
const stages = readStages(dockerfile)
const [build, runtime] = stages

describe('Dockerfile', () => {
  it('has a build stage and a runtime stage, both on the Debian slim Node image', () => {
    expect(stages).toHaveLength(2)
    expect(build.name).toBe('build')
    for (const stage of stages) expect(stage.image).toBe('node:20-bookworm-slim')
  })

  it('builds the app only through the tested recipe script, writing the runtime folder', () => {
    const runsOfTheApp = withKeyword(build, 'RUN').map(words).filter(w => !w.join(' ').startsWith('apt-get'))
    expect(runsOfTheApp).toEqual([['bash', recipeScript, appFolder]])
    // The whole build context goes in, as the recipe test copies it.
    expect(withKeyword(build, 'COPY').map(words)).toEqual([['.', '.']])
  })

  it('copies from the build stage the assembled folder only, and nothing from the context', () => {
    const copies = withKeyword(runtime, 'COPY')
    expect(copies).toHaveLength(1)
    expect(flags(copies[0]).from).toBe('build')
    expect(words(copies[0]).filter(w => !w.startsWith('--'))).toEqual([appFolder, appFolder])
    expect(withKeyword(runtime, 'ADD')).toEqual([])
    expect(withKeyword(runtime, 'WORKDIR').map(words)).toEqual([[appFolder]])
  })

  it('runs as a non-root user with the data volume as the data folder', () => {
    const users = withKeyword(runtime, 'USER').map(words)
    expect(users).toHaveLength(1)
    expect(users[0][0]).not.toMatch(/^(root|0)(:|$)/)
    expect(withKeyword(runtime, 'VOLUME').map(words)).toEqual([[dataVolume]])
    const env = withKeyword(runtime, 'ENV').map(i => i.getArgumentsContent() ?? '').join(' ')
    expect(env).toMatch(new RegExp(`\\bDATA_DIR=${dataVolume}\\b`))
    expect(env).toMatch(new RegExp(`\\bPORT=${port}\\b`))
    expect(withKeyword(runtime, 'EXPOSE').map(words)).toEqual([[String(port)]])
  })

  it('checks its health with node (no curl in the slim image) on the liveness path', () => {
    const checks = withKeyword(runtime, 'HEALTHCHECK')
    expect(checks).toHaveLength(1)
    const command = healthcheckCommand(checks[0])
    expect(command.slice(0, 2)).toEqual(['node', '-e'])
    expect(command.join(' ')).toContain(livenessPath)
    expect(withKeyword(runtime, 'CMD').map(words)).toEqual([['node', 'server/dist/main.js']])
  })

  it('recipe script exists and is what the build stage names', () => {
    expect(fs.existsSync(path.join(repoRoot, recipeScript))).toBe(true)
  })
})

describe('.dockerignore', () => {
  const files = buildContextFiles(repoRoot)

  it('sends the sources and lock file, never built folders, installed packages or local data', () => {
    for (const needed of ['package.json', 'package-lock.json', recipeScript, 'config/default.yml', 'data/catalogue.yml', 'contract/src/index.ts']) {
      expect(files).toContain(needed)
    }
    // npm ci refuses a workspace tree with a member missing.
    const { workspaces } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
    expect(workspaces).toContain('contract')
    for (const workspace of workspaces) expect(files, workspace).toContain(`${workspace}/package.json`)
    expect(files.filter(f => /(^|\/)(node_modules|dist|\.git|var)\//.test(f))).toEqual([])
    expect(files.filter(f => f.startsWith('e2e/'))).toEqual(['e2e/package.json'])
  })
})
