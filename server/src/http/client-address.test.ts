import express, { type Request } from 'express'
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

  it('writes only a mapped IPv4 address plainly, keeps any other IPv6 one, and names a socket without an address', () => {
    const from = (remoteAddress: string | undefined): string => clientAddress({ socket: { remoteAddress } } as unknown as Request)
    expect(from('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(from('2001:db8::ffff:1')).toBe('2001:db8::ffff:1')
    expect(from(undefined)).toBe('unknown')
  })
})
