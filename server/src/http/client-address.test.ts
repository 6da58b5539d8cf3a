import express from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { clientAddress } from './input.js'

describe('clientAddress', () => {
  it('is the socket\'s address, IPv4 written plainly, whatever X-Forwarded-For claims', async () => {
    const app = express()
    app.get('/who', (req, res) => { res.json({ client: clientAddress(req) }) })
    expect((await request(app).get('/who')).body.client).toBe('127.0.0.1')
    expect((await request(app).get('/who').set('X-Forwarded-For', '203.0.113.9')).body.client).toBe('127.0.0.1')
  })
})
