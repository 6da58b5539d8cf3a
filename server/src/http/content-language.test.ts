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
    [{ Cookie: 'theme=dark;language=de' }, 'de'],
    [{ Cookie: 'theme=dark;   language=de' }, 'de'],
    [{ Cookie: 'mylanguage=de' }, 'en'],
    [{ 'Accept-Language': 'fr;q=1, de-CH;q=0.7, en;q=0.6' }, 'de'],
    [{ 'Accept-Language': 'en;q=0.4, de;q=0.9' }, 'de'],
    [{ 'Accept-Language': '*' }, 'en'],
    [{ 'Accept-Language': 'xx' }, 'en']
  ])('%o → %s', async (headers, expected) => {
    expect(await asked(headers)).toBe(expected)
  })
})

describe('contentLanguage with two variants of one language on offer', () => {
  const variants = ['en', 'zh-CN', 'zh-TW']
  const chosen = (cookie: string, acceptLanguage?: string): string => {
    const headers: Record<string, string> = { cookie }
    if (acceptLanguage !== undefined) headers['accept-language'] = acceptLanguage
    return contentLanguage({ headers, acceptsLanguages: () => acceptLanguage === undefined ? [] : acceptLanguage.split(',').map(tag => tag.trim()) } as unknown as Request, variants)
  }

  it('takes the variant the cookie names exactly, in any spelling and with blanks around it', () => {
    expect(chosen('language=zh_TW')).toBe('zh-TW')
    expect(chosen('language=ZH-tw')).toBe('zh-TW')
    expect(chosen('language=%20zh_CN%20')).toBe('zh-CN')
  })

  it('guesses no variant from the bare language: the browser\'s choice or English decides', () => {
    expect(chosen('language=zh')).toBe('en')
    expect(chosen('language=zh', 'zh-TW')).toBe('zh-TW')
  })

  it('falls back to English when a shop offers no language at all', () => {
    expect(contentLanguage({ headers: {} } as unknown as Request, [])).toBe('en')
  })
})
