// A tiny OAuth 2 implicit-flow provider for the end-to-end tests, so third-party sign-in is
// exercised without any outside service. GET /authorize shows a consent page where the tester
// types an e-mail address; "Allow" sends the browser back to redirect_uri with an access token in
// the fragment. GET /userinfo?access_token=… answers { email } for that token.
import { createServer } from 'node:http'
import { randomBytes } from 'node:crypto'

const port = Number(process.env.OAUTH_PORT ?? 3190)
const clientId = process.env.OAUTH_CLIENT_ID ?? 'e2e-shop'
const tokens = new Map()

const html = (body) => `<!doctype html><meta charset="utf-8"><title>MailBox sign-in</title>
<body style="font-family:sans-serif;max-width:420px;margin:60px auto">${body}</body>`
const escape = (text) => String(text).replace(/[&<>"']/g, c => `&#${c.charCodeAt(0)};`)

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
  if (url.pathname === '/health') { res.end('ok'); return }
  if (url.pathname === '/authorize') {
    const redirect = url.searchParams.get('redirect_uri') ?? ''
    if (url.searchParams.get('client_id') !== clientId || url.searchParams.get('response_type') !== 'token' || !redirect) {
      res.writeHead(400, { 'Content-Type': 'text/html' }).end(html('<h1>Invalid request</h1>'))
      return
    }
    res.writeHead(200, { 'Content-Type': 'text/html' }).end(html(`<h1>Sign in with MailBox</h1>
      <form method="post" action="/approve"><input type="hidden" name="redirect_uri" value="${escape(redirect)}">
      <label>E-mail <input name="email" type="email" required></label> <button>Allow</button></form>`))
    return
  }
  if (url.pathname === '/approve' && req.method === 'POST') {
    let body = ''
    req.on('data', chunk => { body += chunk })
    req.on('end', () => {
      const form = new URLSearchParams(body)
      const token = randomBytes(16).toString('hex')
      tokens.set(token, form.get('email'))
      res.writeHead(302, { Location: `${form.get('redirect_uri')}#access_token=${token}&token_type=Bearer&expires_in=3600` }).end()
    })
    return
  }
  if (url.pathname === '/userinfo') {
    const email = tokens.get(url.searchParams.get('access_token'))
    res.writeHead(email ? 200 : 401, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' })
    res.end(JSON.stringify(email ? { email, verified_email: true } : { error: 'invalid_token' }))
    return
  }
  res.writeHead(404).end()
}).listen(port, '127.0.0.1')
