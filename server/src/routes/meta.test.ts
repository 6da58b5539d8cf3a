import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

describe('meta endpoints', () => {
  it('reports the application version', async () => {
    const res = await t.api.get('/rest/admin/application-version')
    expect(res.status).toBe(200)
    expect(res.body.version).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('serves the public configuration without the server block', async () => {
    const res = await t.api.get('/rest/admin/application-configuration')
    expect(res.status).toBe(200)
    expect(res.body.config.application.name).toBeTruthy()
    expect(res.body.config.application.welcomeBanner).toHaveProperty('showOnFirstStart')
    expect(res.body.config.hackingInstructor).toHaveProperty('isEnabled')
    expect(res.body.config).not.toHaveProperty('server')
  })

  it('lists languages with their completeness', async () => {
    const res = await t.api.get('/rest/languages')
    expect(res.status).toBe(200)
    const english = res.body.find((l: { key: string }) => l.key === 'en')
    expect(english).toMatchObject({ lang: 'English', shortKey: 'EN', percentage: 100, gauge: 'full' })
    expect(res.body.length).toBeGreaterThanOrEqual(2)
  })

  it('serves the terms of use and refuses other file types in /ftp', async () => {
    const legal = await t.api.get('/ftp/legal.md')
    expect(legal.status).toBe(200)
    expect(legal.text.length).toBeGreaterThan(200)
    expect((await t.api.get('/ftp/secret.txt')).status).toBe(403)
    expect((await t.api.get('/ftp/missing.md')).status).toBe(404)
  })
})
