import fs from 'node:fs'
import path from 'node:path'
import express from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../challenges/catalogue.js'
import { projectRoot } from '../paths.js'
import { readYamlFile } from '../yaml-files.js'
import { createTestShop } from '../test-support/test-shop.js'
import { ERROR_MESSAGES, translateErrors } from './translate-errors.js'

const t = createTestShop()

describe('error answers in the player\'s language', () => {
  it('translates a domain error for a German player and leaves English players as they were', async () => {
    const german = await t.api.get('/rest/basket/999999').set('Cookie', 'language=de')
    const english = await t.api.get('/rest/basket/999999')
    expect(english.status).toBe(german.status)
    expect(english.body.message).toBe('You need to be logged in')
    expect(german.body).toMatchObject({ status: 'error', error: 'Du musst angemeldet sein', message: 'Du musst angemeldet sein' })
  })

  it('goes by Accept-Language without a cookie, and leaves unknown texts in English', async () => {
    const french = await t.api.get('/api/Nowhere').set('Accept-Language', 'fr-CA,fr;q=0.9')
    expect(french.status).toBe(404)
    expect(french.body.message).toBe('Unexpected path: GET /api/Nowhere')
  })
})

describe('which answers are translated', () => {
  const LOGIN = 'You need to be logged in'
  /** What a German player receives when a route answers `status` with `body`. */
  async function received (status: number, body: Record<string, unknown>): Promise<unknown> {
    const app = express().use(translateErrors).get('/', (_req, res) => { res.status(status).json(body) })
    return (await request(app).get('/').set('Cookie', 'language=de')).body
  }

  it('translates the error shape from 400 on, and leaves a structured error value as it is', async () => {
    expect(await received(400, { status: 'error', error: LOGIN, message: LOGIN })).toMatchObject({ error: 'Du musst angemeldet sein', message: 'Du musst angemeldet sein' })
    expect(await received(401, { status: 'error', error: { code: 'login' }, message: LOGIN })).toEqual({ status: 'error', error: { code: 'login' }, message: 'Du musst angemeldet sein' })
  })

  it('leaves successful answers and failures of another shape as they are', async () => {
    const errorShaped = { status: 'error', error: LOGIN, message: LOGIN }
    expect(await received(200, errorShaped)).toEqual(errorShaped)
    expect(await received(401, { message: LOGIN })).toEqual({ message: LOGIN })
  })
})

describe('the message list', () => {
  const listed = new Set(readYamlFile(path.join(projectRoot, 'data', 'messages.yml')) as string[])

  it('holds every literal message the server throws (so each can be translated)', () => {
    const thrown = /\b(invalid|forbidden|unauthenticated|conflict|unavailable|badRequest|unauthorized)\(\s*'((?:[^'\\]|\\.)*)'|\bnotFound\(\s*'([^']*)'/g
    const missing: string[] = []
    const walk = (folder: string): void => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const where = path.join(folder, entry.name)
        if (entry.isDirectory()) { if (entry.name !== 'test-support') walk(where); continue }
        if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue
        for (const match of fs.readFileSync(where, 'utf8').matchAll(thrown)) {
          const text = match[3] !== undefined ? `${match[3]} not found` : match[2].replace(/\\'/g, "'")
          if (!listed.has(text)) missing.push(`${path.relative(projectRoot, where)}: ${text}`)
        }
      }
    }
    walk(path.join(projectRoot, 'server', 'src'))
    expect(missing, 'add these to data/messages.yml and translate them').toEqual([])
  })

  it.each([...(loadCatalogue().translations?.languages ?? [])])('%s translates every message', language => {
    expect(ERROR_MESSAGES.missing(language), `data/i18n/${language}/messages.yml lacks these`).toEqual([])
  })
})
