import type { Request } from 'express'
import express from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { contentLanguage } from './content-language.js'

const offered = ['en', 'de', 'pt-BR', 'zh-CN']
const app = express().get('/', (req: Request, res) => { res.send(contentLanguage(req, offered)) })
const asked = async (headers: Record<string, string>): Promise<string> => {
  let call = request(app).get('/')
  for (const [name, value] of Object.entries(headers)) call = call.set(name, value)
  return (await call).text
}

describe('contentLanguage', () => {
  it.each([
    [{}, 'en'],
    [{ Cookie: 'language=de' }, 'de'],
    [{ Cookie: 'language=pt_BR' }, 'pt-BR'],
    [{ Cookie: 'language=zh_CN' }, 'zh-CN'],
    [{ Cookie: 'language=pt' }, 'pt-BR'],
    [{ Cookie: 'language=de', 'Accept-Language': 'pt-BR' }, 'de'],
    [{ Cookie: 'language=eo', 'Accept-Language': 'pt-BR' }, 'pt-BR'],
    [{ Cookie: 'language=%E0%A4%A' }, 'en'],
    [{ 'Accept-Language': 'fr;q=1, de-CH;q=0.7, en;q=0.6' }, 'de'],
    [{ 'Accept-Language': 'en;q=0.4, de;q=0.9' }, 'de'],
    [{ 'Accept-Language': '*' }, 'en'],
    [{ 'Accept-Language': 'xx' }, 'en']
  ])('%o → %s', async (headers, expected) => {
    expect(await asked(headers)).toBe(expected)
  })
})
