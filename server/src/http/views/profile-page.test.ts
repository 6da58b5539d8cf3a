import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { accountIn } from '../../test-support/shop-customers.js'
import type { UserRow } from '../../repositories/users.js'
import { BudgetExceeded } from '../../challenges/mechanisms/budgets.js'
import { escapeHtml, profileCsp, renderErrorPage, renderProfilePage, stripScripts, type PageOptions } from './profile-page.js'
import { PROFILE_CSS } from './profile-style.js'
import { profileLanguage } from './profile-texts.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const options: PageOptions = { language: 'en', shopName: 'Juice <Shop>', base: './x"y/' }

function userWith (changes: { username?: string, profileImage?: string }): UserRow {
  const { id } = accountIn(shop)
  if (changes.username !== undefined) shop.repos.users.updateUsername(id, changes.username)
  if (changes.profileImage !== undefined) shop.repos.users.updateProfileImage(id, changes.profileImage)
  return shop.repos.users.findById(id)!
}
const page = async (changes: { username?: string, profileImage?: string }, notice?: PageOptions['notice']) =>
  await renderProfilePage(shop, userWith(changes), { ...options, notice })
const shownName = async (username: string): Promise<string> => (await page({ username })).shownName

describe('the shown name', () => {
  it.each([
    ['Ann{{undefined}}', 'Ann'],
    ['a{{1}}b{{2}}c{{3}}d{{4}}', 'a1b2c3d{{4}}'],
    ['{{ 6 * 7 }} apples', '42 apples'],
    [`{{${'1'.repeat(201)}}}`, `{{${'1'.repeat(201)}}}`],
    ['a<script>alert(1)</script>b', 'ab'],
    ['a<script src=x>b', 'a src=x>b'],
    ['Plain Ann', 'Plain Ann']
  ])('of %s is %s', async (username, expected) => {
    expect(await shownName(username)).toBe(expected)
  })

  it('shows an evaluation error in brackets', async () => {
    expect(await shownName('{{ null.x }}')).toMatch(/^\[TypeError: .+\]$/)
  })

  it('is evaluated with the user’s own name and e-mail at hand', async () => {
    const user = userWith({ username: '{{ email }}|{{ username.length }}' })
    expect((await renderProfilePage(shop, user, options)).shownName).toBe(`${user.email}|${user.username.length}`)
  })

  it('shows replacement patterns in the value as typed, never repeating the name', async () => {
    expect(await shownName("Ann{{'$`$&'}}")).toBe('Ann$`$&')
  })

  it('refuses a value over the sandbox result cap with the budget (503), whatever the code reached', async () => {
    const runs: string[][] = []
    shop.events.on('sandbox.ran', run => { runs.push(run.decoyCalls) })
    const error = await shownName("{{require('child_process').execSync('id') + 'a'.repeat(2**20)}}").catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BudgetExceeded)
    expect(error).toMatchObject({ budget: 'sandbox-result', message: expect.stringMatching(/larger than 256 kB/) })
    expect(runs.at(-1)).toContain('child_process.execSync')
  })

  it('cuts what the code threw to a short message', async () => {
    const shown = await shownName("{{ (() => { throw 'x'.repeat(2**20) })() }}")
    expect(shown.length).toBeLessThan(1100)
    expect(shown).toMatch(/^\[x+… \(cut\)\]$/)
  })

  it('is replaced by a muted hint when it comes out empty', async () => {
    expect((await page({ username: '' })).html).toContain('<p class="name" id="shownUsername"><span class="muted">No username yet</span></p>')
    expect((await page({ username: 'Ann' })).html).toContain('<p class="name" id="shownUsername">Ann</p>')
  })
})

describe('stripScripts', () => {
  const planted = (name: string): string => name.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<script/g, '')
  const pieces = ['<script', '</script>', '<scr', 'ipt', '</scr', 'x', '>', '<SCRIPT>', ' ', '<script>', 'ipt>']

  it('filters exactly as the planted lower-case filter did', () => {
    let state = 7
    const next = (): number => { state = (state * 1_103_515_245 + 12_345) % 2_147_483_648; return state / 2_147_483_648 }
    for (let i = 0; i < 20_000; i++) {
      const name = Array.from({ length: Math.floor(next() * 10) }, () => pieces[Math.floor(next() * pieces.length)]).join('')
      expect(stripScripts(name), name).toBe(planted(name))
    }
  })

  it('stays linear on a megabyte of script tags that never close', () => {
    // The pattern it replaces took seconds here; compared with the same length of plain text.
    const time = (text: string): number => { const started = performance.now(); stripScripts(text); return performance.now() - started }
    time('x'.repeat(1_000_000))
    const baseline = Math.max(time('x'.repeat(1_000_000)), 1)
    expect(time('<script'.repeat(150_000))).toBeLessThan(baseline * 200)
  })
})

describe('the profile page', () => {
  it.each([
    ['https://images.example/a.png', 'https://images.example/a.png'],
    ['HTTP://images.example/a.png', 'HTTP://images.example/a.png'],
    ['/assets/public/images/a.png', './assets/public/images/a.png'],
    ['./assets/public/images/a.png', './assets/public/images/a.png'],
    ['assets/public/images/a"b.png', './assets/public/images/a&quot;b.png'],
    // Only a URL that starts with its scheme is taken as one.
    ['assets/public/images/a.png?from=https://x.example', './assets/public/images/a.png?from=https://x.example']
  ])('shows the image %s from %s', async (profileImage, src) => {
    expect((await page({ profileImage })).html).toContain(`<img id="profileImage" class="avatar" src="${src}"`)
  })

  it('escapes the shop name, the base and the username field', async () => {
    const { html } = await page({ username: 'A"B' })
    expect(html).toContain('<base href="./x&quot;y/">')
    expect(html).toContain('<title>User Profile · Juice &lt;Shop&gt;</title>')
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('value="A&quot;B"')
  })

  it('announces a success quietly and an error as an alert, and nothing without a notice', async () => {
    expect((await page({}, { kind: 'success', text: 'Saved <now>.' })).html).toContain('<p class="notice success" role="status">Saved &lt;now&gt;.</p>')
    expect((await page({}, { kind: 'error', text: 'No.' })).html).toContain('<p class="notice error" role="alert">No.</p>')
    expect((await page({})).html).toMatch(/<\/h1>\s*<div class="identity">/)
  })

  it('puts the stored image URL into the policy verbatim (planted)', () => {
    expect(profileCsp({ profileImage: 'https://a.example; script-src *' } as UserRow)).toBe("img-src 'self' https://a.example; script-src *; script-src 'self'")
    // Paths on this origin are left to 'self': as sources they are invalid and log a CSP error.
    expect(profileCsp({ profileImage: '/assets/public/images/uploads/default.svg' } as UserRow)).toBe("img-src 'self'; script-src 'self'")
    expect(profileCsp({ profileImage: 'assets/public/images/uploads/17.png' } as UserRow)).toBe("img-src 'self'; script-src 'self'")
    expect(profileCsp({ profileImage: "/assets/x.png; script-src 'unsafe-inline'" } as UserRow)).toBe("img-src 'self' /assets/x.png; script-src 'unsafe-inline'; script-src 'self'")
  })
})

describe('the style sheet', () => {
  it('has a rule for every class the profile and error pages use', async () => {
    const pages = [(await page({}, { kind: 'error', text: 'No.' })).html, renderErrorPage(401, 'Log in', options), renderErrorPage(400, 'No', options)]
    const classes = new Set(pages.flatMap(html => [...html.matchAll(/class="([^"]+)"/g)].flatMap(([, names]) => names!.split(' '))))
    expect(classes.size).toBeGreaterThan(5)
    expect([...classes].filter(name => !PROFILE_CSS.includes(`.${name}`))).toEqual([])
  })
})

describe('escapeHtml', () => {
  it('escapes every character with a meaning in element content and quoted attributes', () => {
    expect(escapeHtml(`Tom & Jerry's <b class="x">`)).toBe('Tom &amp; Jerry&#39;s &lt;b class=&quot;x&quot;&gt;')
  })
})

describe('the profile error page', () => {
  it('sends a visitor without a login to the login', () => {
    const html = renderErrorPage(401, 'Please log in <now>', options)
    expect(html).toContain('<h1>Please log in first</h1>')
    expect(html).toContain('<p id="errorMessage">Please log in &lt;now&gt;</p>')
    expect(html).toContain('<a class="button" href="./#/login">Log in</a>')
    expect(html).toContain('<p class="status">401</p>')
  })

  it('sends anyone else back to the profile', () => {
    const html = renderErrorPage(400, 'Too long', { ...options, language: 'de' })
    expect(html).toContain('<a class="button" href="./profile">')
    expect(html).not.toContain('./#/login')
    expect(html).toContain('<html lang="de">')
    expect(html).not.toContain('That did not work')
    expect(renderErrorPage(400, 'Too long', options)).toContain('<h1>That did not work</h1>')
  })
})

describe('profileLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['language=de_DE', 'de'],
    ['token=x; language=DE', 'de'],
    ['xlanguage=de', 'en'],
    ['language=en; other=de', 'en'],
    ['language=', 'en']
  ])('reads %s as %s', (cookie, language) => {
    expect(profileLanguage(cookie)).toBe(language)
  })
})
