import { describe, expect, it } from 'vitest'
import { languageCookie, tokenCookie, wantsGerman } from './cookies.js'

describe('the web app\'s cookies', () => {
  it('finds the token among other cookies, however they are spaced, decoded and without blanks around it', () => {
    for (const header of ['token=abc', 'language=de; token=abc', 'language=de;token=abc; theme=dark', 'a=1;   token=abc', 'token=%20abc%20']) {
      expect(tokenCookie(header), header).toBe('abc')
    }
  })

  it('reads no token from a header without one, an empty one or a cookie that only ends in "token"', () => {
    for (const header of [undefined, '', 'token=', 'mytoken=abc', 'language=de', 'token']) expect(tokenCookie(header), String(header)).toBe('')
  })

  it('reads the language tag as the web app wrote it', () => {
    expect(languageCookie('theme=dark;language=pt_BR')).toBe('pt_BR')
    expect(languageCookie('language=zh%2DCN')).toBe('zh-CN')
    expect(languageCookie('mylanguage=de')).toBeUndefined()
    expect(languageCookie(undefined)).toBeUndefined()
  })

  it('shows the server-rendered pages in German for any German tag, in English otherwise', () => {
    for (const header of ['language=de', 'language=DE', 'language=de_CH', 'x=1;language=de-AT']) expect(wantsGerman(header), header).toBe(true)
    for (const header of [undefined, '', 'language=en', 'language=nl', 'language=xde', 'delanguage=de']) expect(wantsGerman(header), String(header)).toBe(false)
  })
})
