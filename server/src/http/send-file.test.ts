import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import express, { type ErrorRequestHandler } from 'express'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { HttpError } from './errors.js'
import { sendChosenFile } from './send-file.js'

// A folder below a dot-folder, as a shop installed under ~/.local/share has.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'send-file-'))
const folder = path.join(root, '.local', 'shop')
fs.mkdirSync(folder, { recursive: true })
fs.writeFileSync(path.join(folder, 'notes.md'), '# Notes\n')
fs.writeFileSync(path.join(folder, '.secret.md'), 'hidden')
afterAll(() => { fs.rmSync(root, { recursive: true, force: true }) })

const answerErrors: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  res.status(error instanceof HttpError ? error.status : 500).json({ error: error instanceof Error ? error.message : String(error) })
}

const app = express()
app.get('/plain/:name', (req, res, next) => { sendChosenFile(res, path.join(folder, req.params.name), next) })
app.get('/typed/:name', (req, res, next) => {
  res.type('text/markdown').attachment(req.params.name)
  sendChosenFile(res, path.join(folder, req.params.name), next, 'Note')
})
app.use(answerErrors)
const api = request(app)

describe('sending a file the shop chose', () => {
  it('sends it though a folder above it starts with a dot', async () => {
    const res = await api.get('/plain/notes.md')
    expect([res.status, res.text]).toEqual([200, '# Notes\n'])
  })

  it('still refuses a file whose own name starts with a dot', async () => {
    expect((await api.get('/plain/.secret.md')).status).toBe(404)
  })

  it('answers a failed send with JSON naming what was not found, without the type, name or range set before', async () => {
    for (const [name, range] of [['missing.md', undefined], ['notes.md', 'bytes=99999-']] as const) {
      const res = await (range === undefined ? api.get(`/typed/${name}`) : api.get(`/typed/${name}`).set('Range', range))
      expect([res.status, res.body], name).toEqual([404, { error: 'Note not found' }])
      expect(res.headers['content-type'], name).toMatch(/^application\/json/)
      expect(res.headers['content-disposition'], name).toBeUndefined()
      expect(res.headers['content-range'], name).toBeUndefined()
    }
  })
})
