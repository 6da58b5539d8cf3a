import { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import type { LoginAnswer, PasswordResetAnswer, SecurityQuestionLookup, WhoAmI } from '@shop/contract'
import { authenticationDetails, recordLoginIp, securityQuestionOf, whoAmI, whoAmIFields } from '../domain/accounts/users.js'
import { INVALID_LOGIN, login, type LoginResult } from '../domain/auth/login.js'
import type { TotpRequired } from '../domain/auth/two-factor.js'
import { resetPassword, resetSchema } from '../domain/accounts/password-reset.js'
import { currentUser, requireRole } from '../http/authenticate.js'
import { unauthorized } from '../http/errors.js'
import { clientAddress, parseInput, wrapped } from '../http/input.js'

// Missing credentials are a failed login (401), as clients of the peer's server expect; only
// values of the wrong type are malformed (400).
const loginSchema = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  oauth: z.boolean().optional()
})

const whoamiQuery = z.object({
  fields: z.string().max(300).optional(),
  callback: z.string().regex(/^[A-Za-z_$][\w$.]{0,63}$/, 'callback must be a JavaScript function name').optional()
})

// Planted (resetBruteForceChallenge): the reset limits count per client, and the client is
// whoever the X-Forwarded-For header says it is, though no proxy of ours sets that header.
// vuln-code-snippet start resetBruteForceChallenge
/** Who is asking, for the reset attempt limits. */
function resetClient (req: Request): string {
  const forwarded = req.headers['x-forwarded-for'] // vuln-code-snippet vuln-line resetBruteForceChallenge
  const first = typeof forwarded === 'string' ? forwarded.split(',')[0].trim() : ''
  return (first || req.socket.remoteAddress || 'unknown').replace(/^::ffff:/, '') // vuln-code-snippet vuln-line resetBruteForceChallenge
}
// vuln-code-snippet end resetBruteForceChallenge

/**
 * A right password that still needs the second factor is answered 401 with the pending token: the
 * peer's Angular client opens its code screen only from its error handler, and this UI reads both.
 */
function sendLogin (res: Response, result: LoginResult | TotpRequired): void {
  if ('status' in result) res.status(401)
  res.json(result satisfies LoginAnswer | TotpRequired)
}

/** /rest/user: login, the current user, security-question lookup and the admin's login overview. */
export function accountsRouter (): Router {
  const router = Router()

  // Planted (weakAdminPasswordChallenge): wrong guesses cost nothing, however many there are.
  // vuln-code-snippet start weakAdminPasswordChallenge
  router.post('/rest/user/login', async (req, res) => { // vuln-code-snippet vuln-line weakAdminPasswordChallenge
    const { email, password, oauth } = parseInput(loginSchema, req.body)
    if (!email || !password) throw unauthorized(INVALID_LOGIN) // vuln-code-snippet hide-line
    sendLogin(res, await login(req.shop, email, password, { oauth, client: clientAddress(req) })) // vuln-code-snippet neutral-line weakAdminPasswordChallenge
  })
  // vuln-code-snippet end weakAdminPasswordChallenge

  router.post('/rest/user/reset-password', (req, res) => {
    const input = parseInput(resetSchema, req.body)
    res.json({ user: resetPassword(req.shop, resetClient(req), input) } satisfies PasswordResetAnswer)
  })

  router.get('/rest/user/whoami', (req, res) => {
    const { fields, callback } = parseInput(whoamiQuery, req.query)
    // Only the default fields have a contract (`WhoAmI`); asked-for `fields` may name any column.
    const answer: WhoAmI | { user: Record<string, unknown> } = { user: whoAmI(req.shop, req.auth?.user.id, whoAmIFields(fields)) }
    // Planted (jsonpEmailLeakChallenge): the JSONP form answers for the browser's token cookie,
    // so any page that includes this URL as a script reads its visitor's e-mail.
    if (callback !== undefined) res.jsonp(answer)
    else res.json(answer)
  })

  router.get('/rest/saveLoginIp', (req, res) => {
    const user = currentUser(req)
    // Planted (lastLoginIpXssChallenge): a client-supplied header is stored as the address, verbatim.
    const claimed = req.headers['true-client-ip']
    const ip = typeof claimed === 'string' && claimed !== '' ? claimed : req.socket.remoteAddress ?? 'unknown'
    res.json({ lastLoginIp: recordLoginIp(req.shop, user.id, ip) })
  })

  router.get('/rest/user/security-question', (req, res) => {
    const email = typeof req.query.email === 'string' ? req.query.email : ''
    const question = securityQuestionOf(req.shop, email)
    res.json((question ? { question } : {}) satisfies SecurityQuestionLookup)
  })

  router.get('/rest/user/authentication-details', requireRole('admin'), (req, res) => {
    res.json(wrapped(authenticationDetails(req.shop)))
  })
  return router
}
