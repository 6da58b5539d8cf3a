import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import yaml from 'js-yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'
import { loadCatalogue } from './catalogue.js'
import { learningPathsFile, loadLearningPaths, type LearningPath } from './learning-paths.js'

const catalogue = loadCatalogue()
const paths = loadLearningPaths(catalogue)
const t = createTestShop()

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'learning-paths-'))
afterAll(() => { fs.rmSync(folder, { recursive: true, force: true }) })
function fileWith (records: unknown): string {
  const file = path.join(folder, `paths-${Math.random().toString(36).slice(2)}.yml`)
  fs.writeFileSync(file, yaml.dump(records))
  return file
}
const valid: LearningPath = { id: 'mini', name: 'Mini', description: 'Two steps.', challenges: ['scoreBoardChallenge', 'zeroStarsChallenge'] }

describe('learning paths (data/learning-paths.yml)', () => {
  it('ships at least five paths that together visit every category of the catalogue', () => {
    expect(paths.length).toBeGreaterThanOrEqual(5)
    const visited = new Set(paths.flatMap(p => p.challenges.map(key => catalogue.byKey.get(key)!.category)))
    expect([...new Set(catalogue.all.map(c => c.category))].filter(category => !visited.has(category))).toEqual([])
  })

  it('keeps the developers\' path to challenges that have a coding challenge', () => {
    const developers = paths.find(p => p.id === 'find-it-fix-it')!
    expect(developers.challenges.filter(key => !catalogue.byKey.get(key)!.hasSnippet)).toEqual([])
  })

  it('refuses an unknown challenge key, naming the file, the path and the key', () => {
    const file = fileWith([{ ...valid, challenges: ['scoreBoardChallenge', 'noSuchChallenge'] }])
    expect(() => loadLearningPaths(catalogue, file)).toThrow(`${file}: learning path mini (entry 1) names unknown challenge noSuchChallenge`)
  })

  it('refuses a missing field, a duplicate path and a repeated challenge, naming the file', () => {
    const { description: _left, ...noDescription } = valid
    const missing = fileWith([noDescription])
    expect(() => loadLearningPaths(catalogue, missing)).toThrow(`${missing}: 0.description:`)
    const twice = fileWith([valid, valid])
    expect(() => loadLearningPaths(catalogue, twice)).toThrow(`${twice}: learning path mini is defined twice`)
    const repeated = fileWith([{ ...valid, challenges: ['zeroStarsChallenge', 'zeroStarsChallenge'] }])
    expect(() => loadLearningPaths(catalogue, repeated)).toThrow(`${repeated}: learning path mini names challenge zeroStarsChallenge twice`)
  })

  it('is served by GET /api/LearningPaths in file order, with the keys in path order', async () => {
    const res = await t.api.get('/api/LearningPaths')
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('success')
    expect(res.body.data).toEqual(yaml.load(fs.readFileSync(learningPathsFile, 'utf8')))
    expect(res.body.data[0]).toMatchObject({ id: 'first-hour', name: 'First hour', challenges: expect.arrayContaining(['scoreBoardChallenge']) })
  })
})
