import type { Sandbox } from '../../challenges/mechanisms/sandbox-types.js'
import type { UserRow } from '../../repositories/users.js'
import { PROFILE_TEXTS, type ProfileLanguage, type ProfileTexts } from './profile-texts.js'

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

export interface PageOptions { language: ProfileLanguage, shopName: string, /** The shop's root relative to the page, e.g. './'. */ base: string, notice?: { kind: 'success' | 'error', text: string } }

const EXPRESSION = /\{\{([\s\S]{1,200}?)\}\}/g
const SCRIPT_OPEN = '<script'
const SCRIPT_CLOSE = '</script>'

/**
 * Drops `<script…</script>` elements, then any `<script` left: what
 * `.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<script/g, '')` does, in one pass. That
 * pattern retried from every `<script` without a closing tag after it, rescanning the rest of the
 * name each time (quadratic on an evaluated name of many such tags).
 */
export function stripScripts (name: string): string {
  let kept = ''
  let from = 0
  for (let open = name.indexOf(SCRIPT_OPEN); open !== -1; open = name.indexOf(SCRIPT_OPEN, from)) {
    const close = name.indexOf(SCRIPT_CLOSE, open + SCRIPT_OPEN.length)
    // No closing tag after this one means none after any later one either.
    if (close === -1) break
    kept += name.slice(from, open)
    from = close + SCRIPT_CLOSE.length
  }
  return (kept + name.slice(from)).replaceAll(SCRIPT_OPEN, '')
}

/**
 * Planted (profileTemplateInjectionChallenge, profileCspXssChallenge): `{{ … }}` in a username is
 * evaluated, in the sandbox, with the user at hand; and the only markup filter is one for
 * lower-case script tags.
 */
async function displayName (shop: Sandbox, user: UserRow): Promise<string> {
  let name = user.username
  for (const [whole, code] of [...name.matchAll(EXPRESSION)].slice(0, 3)) {
    const outcome = await shop.evaluate({ source: 'profile-template', code, data: { username: user.username, email: user.email } })
    const shown = outcome.error !== undefined ? `[${outcome.error}]` : outcome.result === undefined ? '' : String(outcome.result)
    // A function, so `$&` or `$\`` in the value is shown as typed instead of repeating the name.
    name = name.replace(whole, () => shown)
  }
  return stripScripts(name)
}

/**
 * A path on this origin (the default picture, an upload): 'self' covers it, and a bare path is no
 * valid CSP source, which browsers report as an error in the console on every visit.
 */
const OWN_PATH = /^\/?(?!\/)assets\/[\w\-./]*$/

/** Planted (profileCspXssChallenge): any other stored image URL goes into the policy verbatim. */
export const profileCsp = (user: UserRow): string =>
  OWN_PATH.test(user.profileImage) ? "img-src 'self'; script-src 'self'" : `img-src 'self' ${user.profileImage}; script-src 'self'`

const imageSource = (profileImage: string): string =>
  /^https?:\/\//i.test(profileImage) ? profileImage : `./${profileImage.replace(/^\.?\//, '')}`

function shell (texts: ProfileTexts, options: PageOptions, title: string, main: string): string {
  return `<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<base href="${escapeHtml(options.base)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(options.shopName)}</title>
<link rel="icon" href="./assets/public/images/logo.svg">
<link rel="stylesheet" href="./profile/style.css">
</head>
<body>
<header class="bar">
  <a class="brand" href="./#/search"><img src="./assets/public/images/logo.svg" alt="" width="32" height="32"><span>${escapeHtml(options.shopName)}</span></a>
  <a class="back" id="backToShop" href="./#/search">← ${escapeHtml(texts.backToShop)}</a>
</header>
<main>
${main}
</main>
</body>
</html>`
}

function noticeBlock (options: PageOptions): string {
  if (!options.notice) return ''
  return `<p class="notice ${options.notice.kind}" role="${options.notice.kind === 'error' ? 'alert' : 'status'}">${escapeHtml(options.notice.text)}</p>`
}

/** The whole profile page for its owner. */
export async function renderProfilePage (shop: Sandbox, user: UserRow, options: PageOptions): Promise<{ html: string, csp: string, shownName: string }> {
  const texts = PROFILE_TEXTS[options.language]
  const shownName = await displayName(shop, user)
  const csp = profileCsp(user)
  const main = `<section class="card">
  <h1>${escapeHtml(texts.title)}</h1>
  ${noticeBlock(options)}
  <div class="identity">
    <img id="profileImage" class="avatar" src="${escapeHtml(imageSource(user.profileImage))}" alt="${escapeHtml(texts.imageAlt)}" width="128" height="128">
    <div>
      <p class="name" id="shownUsername">${shownName === '' ? `<span class="muted">${escapeHtml(texts.noUsername)}</span>` : shownName}</p>
      <p class="muted" id="email">${escapeHtml(user.email)}</p>
    </div>
  </div>
  <form method="post" action="./profile" class="row" autocomplete="off">
    <label for="username">${escapeHtml(texts.usernameLabel)}</label>
    <div class="inline">
      <input id="username" name="username" type="text" maxlength="128" value="${escapeHtml(user.username)}" placeholder="${escapeHtml(texts.usernamePlaceholder)}">
      <button id="submit" type="submit">${escapeHtml(texts.setUsername)}</button>
    </div>
  </form>
  <div class="split">
    <form method="post" action="./profile/image/file" enctype="multipart/form-data" class="row">
      <label for="picture">${escapeHtml(texts.uploadLabel)}</label>
      <input id="picture" name="file" type="file" accept="image/png,image/jpeg" required>
      <p class="hint">${escapeHtml(texts.uploadHint)}</p>
      <button id="submitUpload" type="submit">${escapeHtml(texts.uploadButton)}</button>
    </form>
    <form method="post" action="./profile/image/url" class="row">
      <label for="url">${escapeHtml(texts.urlLabel)}</label>
      <input id="url" name="imageUrl" type="url" maxlength="500" placeholder="https://…" required>
      <p class="hint">${escapeHtml(texts.urlHint)}</p>
      <button id="submitUrl" type="submit">${escapeHtml(texts.urlButton)}</button>
    </form>
  </div>
</section>`
  return { html: shell(texts, options, texts.title, main), csp, shownName }
}

/** An error page in the shop's style, for the profile's forms and a visitor without a login. */
export function renderErrorPage (status: number, message: string, options: PageOptions): string {
  const texts = PROFILE_TEXTS[options.language]
  const loginLink = status === 401 ? `<a class="button" href="./#/login">${escapeHtml(texts.login)}</a>` : `<a class="button" href="./profile">${escapeHtml(texts.backToProfile)}</a>`
  const main = `<section class="card error-card">
  <p class="status">${status}</p>
  <h1>${escapeHtml(status === 401 ? texts.notLoggedIn : texts.somethingWrong)}</h1>
  <p id="errorMessage">${escapeHtml(message)}</p>
  ${loginLink}
</section>`
  return shell(texts, options, texts.title, main)
}
