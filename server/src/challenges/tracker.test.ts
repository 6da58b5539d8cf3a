import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../db/open.js'
import { createRepositories } from '../repositories/index.js'
import { loadCatalogue } from './catalogue.js'
import { ChallengeTracker, flagFor, noticeTokenFor, type ChallengeSolvedEvent, type TrackerOptions } from './tracker.js'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-'))
const catalogue = loadCatalogue()
let databases = 0
afterAll(() => { fs.rmSync(folder, { recursive: true, force: true }) })

function tracker (options: Partial<TrackerOptions> = {}) {
  const db = openDatabase(path.join(folder, `shop-${databases++}.db`))
  const notices: ChallengeSolvedEvent[] = []
  const instance = new ChallengeTracker(catalogue, createRepositories(db).challenges, {
    flagKey: 'k', showFlags: false, showSolvedNotifications: true, showHints: true, notify: e => { notices.push(e) }, ...options
  })
  return { instance, notices }
}

const [first, second] = catalogue.all
const withTutorial = catalogue.all.find(c => c.tutorial !== undefined)!
const withoutTutorial = catalogue.all.find(c => c.tutorial === undefined)!

describe('ChallengeTracker', () => {
  it('asks the database nothing more about a challenge once it knows it is solved', () => {
    const repo = createRepositories(openDatabase(path.join(folder, `shop-${databases++}.db`))).challenges
    const instance = new ChallengeTracker(catalogue, repo, { flagKey: 'k', showFlags: false, showSolvedNotifications: true, showHints: true, notify: () => {} })
    instance.solve(first.key)
    const asked = [vi.spyOn(repo, 'find'), vi.spyOn(repo, 'markSolved')]
    for (let i = 0; i < 3; i++) {
      expect(instance.solve(first.key)).toBe(false)
      expect(instance.isSolved(first.key)).toBe(true)
    }
    expect(asked.map(spy => spy.mock.calls.length)).toEqual([0, 0])
    expect(instance.isSolved(second.key)).toBe(false)
  })

  it('solves once, announcing it once, as a restore when asked', () => {
    const { instance, notices } = tracker()
    expect(instance.isSolved(first.key)).toBe(false)
    expect(instance.solve(first.key)).toBe(true)
    expect(instance.solve(first.key)).toBe(false)
    expect(instance.solve(second.key, true)).toBe(true)
    expect(instance.isSolved(first.key)).toBe(true)
    expect(notices).toEqual([
      { challenge: first.name, key: first.key, flag: noticeTokenFor('k', first.name), hidden: false, isRestore: false },
      { challenge: second.name, key: second.key, flag: noticeTokenFor('k', second.name), hidden: false, isRestore: true }
    ])
    expect(() => instance.solve('noSuchChallenge')).toThrow('Unknown challenge key noSuchChallenge')
    expect(instance.isSolved('noSuchChallenge')).toBe(false)
  })

  it('puts the real flag into notices only in CTF mode, and hides them when notifications are off', () => {
    const { instance, notices } = tracker({ showFlags: true, showSolvedNotifications: false })
    instance.solve(first.key)
    expect(notices[0]).toMatchObject({ flag: flagFor('k', first.name), hidden: true })
    expect(instance.solvedFlags()).toEqual(new Set([flagFor('k', first.name), noticeTokenFor('k', first.name)]))
    expect(flagFor('k', first.name)).not.toBe(noticeTokenFor('k', first.name))
    expect(flagFor('k', first.name)).toMatch(/^[0-9a-f]{40}$/)
    expect(noticeTokenFor('k', first.name)).toMatch(/^[0-9a-f]{40}$/)
    expect(noticeTokenFor('k', first.name)).not.toBe(noticeTokenFor('k', second.name))
    expect(noticeTokenFor('k', first.name)).not.toBe(noticeTokenFor('other key', first.name))
  })

  it('never puts the real flag into the notice of a restore, also in CTF mode', () => {
    const { instance, notices } = tracker({ showFlags: true })
    instance.solve(first.key, true)
    instance.solve(second.key)
    expect(notices.map(n => [n.key, n.flag, n.isRestore])).toEqual([
      [first.key, noticeTokenFor('k', first.name), true],
      [second.key, flagFor('k', second.name), false]
    ])
    // Clean Sweep accepts the flags of the toasts a restore opened as well.
    expect(instance.solvedFlags()).toEqual(new Set([noticeTokenFor('k', first.name), flagFor('k', first.name), noticeTokenFor('k', second.name), flagFor('k', second.name)]))
    // Repeating a restored challenge's notice is a notice of this shop's own solve: it shows the flag.
    instance.repeatNotification(first.key)
    expect(notices[2]).toMatchObject({ key: first.key, flag: flagFor('k', first.name), isRestore: false })
  })

  it('lists the notice flags of solved challenges only', () => {
    const { instance } = tracker()
    expect(instance.solvedFlags().size).toBe(0)
    instance.solve(second.key)
    expect(instance.solvedFlags()).toEqual(new Set([noticeTokenFor('k', second.name)]))
  })

  it('repeats the notice of a solved challenge only', () => {
    const { instance, notices } = tracker()
    expect(instance.repeatNotification(first.key)).toBe(false)
    expect(instance.repeatNotification('noSuchChallenge')).toBe(false)
    instance.solve(first.key, true)
    expect(instance.repeatNotification(first.key)).toBe(true)
    expect(notices.map(n => n.isRestore)).toEqual([true, false])
  })

  it('raises the coding status and never lowers it', () => {
    const { instance } = tracker()
    expect(instance.codingStatus(first.key)).toBe(0)
    expect(instance.codingStatus('noSuchChallenge')).toBe(0)
    instance.raiseCodingStatus(first.key, 2)
    instance.raiseCodingStatus(first.key, 1)
    expect(instance.codingStatus(first.key)).toBe(2)
    expect(() => instance.raiseCodingStatus('noSuchChallenge', 1)).toThrow('Unknown challenge key noSuchChallenge')
  })

  it('lists every challenge with the score-board fields', () => {
    const { instance } = tracker()
    instance.solve(first.key)
    instance.raiseCodingStatus(first.key, 1)
    const list = instance.list()
    expect(list.map(c => c.key)).toEqual(catalogue.all.map(c => c.key))
    const view = list[0]
    expect(view).toEqual({
      id: first.id,
      key: first.key,
      name: first.name,
      category: first.category,
      difficulty: first.difficulty,
      description: first.description,
      cwe: first.cwe,
      owaspTop10: first.owaspTop10,
      owaspApiTop10: first.owaspApiTop10 ?? null,
      tags: first.tags.length > 0 ? first.tags.join(',') : null,
      hint: first.hints[0],
      hints: first.hints,
      hintUrl: null,
      mitigationUrl: first.mitigationUrl,
      solved: true,
      disabledEnv: null,
      tutorialOrder: first.tutorial?.order ?? null,
      hasTutorial: first.tutorial !== undefined,
      hasSnippet: first.hasSnippet,
      hasCodingChallenge: first.hasSnippet,
      codingChallengeStatus: 1
    })
    expect(list[1]).toMatchObject({ solved: false, codingChallengeStatus: 0 })
    const tutorial = list.find(c => c.key === withTutorial.key)!
    expect(tutorial).toMatchObject({ hasTutorial: true, tutorialOrder: withTutorial.tutorial!.order })
    expect(list.find(c => c.key === withoutTutorial.key)).toMatchObject({ hasTutorial: false, tutorialOrder: null })
    const tags = list.map(c => c.tags)
    expect(tags.some(t => t !== null && t.includes(','))).toBe(true)
    const untagged = catalogue.all.find(c => c.tags.length === 0)!
    expect(list.find(c => c.key === untagged.key)!.tags).toBeNull()
  })

  it('lists a challenge the database holds no row for (one added after seeding) as unsolved', () => {
    const repo = createRepositories(openDatabase(path.join(folder, `shop-${databases++}.db`))).challenges
    const instance = new ChallengeTracker(catalogue, repo, { flagKey: 'k', showFlags: false, showSolvedNotifications: true, showHints: true, notify: () => {} })
    vi.spyOn(repo, 'list').mockReturnValue(repo.list().filter(row => row.key !== second.key))
    expect(instance.list().find(c => c.key === second.key)).toMatchObject({ solved: false, codingChallengeStatus: 0 })
  })

  it('leaves hints out when the configuration hides them', () => {
    const { instance } = tracker({ showHints: false })
    expect(instance.list()[0]).toMatchObject({ hint: null, hints: [] })
  })
})
