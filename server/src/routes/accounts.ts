import { Router, type Request } from 'express'
import { z } from 'zod'
import { login } from '../domain/auth/login.js'
import { resetPassword, resetSchema } from '../domain/accounts/password-reset.js'
import { currentUser, requireRole } from '../http/authenticate.js'
import { parseInput, wrapped } from '../http/input.js'
import { publicUser } from '../repositories/users.js'

const loginSchema = z.object({
  email: z.string().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
  oauth: z.boolean().optional()
})

/** Who is asking, for the reset attempt limits: the peer address of the connection. */
function resetClient (req: Request): string {
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '')
}

/** /rest/user: login, the current user, security-question lookup and the admin's login overview. */
export function accountsRouter (): Router {
  const router = Router()

  router.post('/rest/user/login', async (req, res) => {
    const { email, password } = parseInput(loginSchema, req.body)
    res.json(await login(req.shop, email, password))
  })

  router.post('/rest/user/reset-password', (req, res) => {
    const input = parseInput(resetSchema, req.body)
    res.json({ user: resetPassword(req.shop, resetClient(req), input) })
  })

  router.get('/rest/user/whoami', (req, res) => {
    const user = req.auth ? req.shop.repos.users.findById(req.auth.user.id) : undefined
    res.json({ user: user ? { id: user.id, email: user.email, lastLoginIp: user.lastLoginIp, profileImage: user.profileImage } : {} })
  })

  router.get('/rest/saveLoginIp', (req, res) => {
    const user = currentUser(req)
    const ip = req.socket.remoteAddress ?? 'unknown'
    req.shop.repos.users.saveLoginIp(user.id, ip.replace(/^::ffff:/, ''))
    res.json({ lastLoginIp: ip })
  })

  router.get('/rest/user/security-question', (req, res) => {
    const email = typeof req.query.email === 'string' ? req.query.email : ''
    const user = email ? req.shop.repos.users.findByEmail(email) : undefined
    const question = user ? req.shop.repos.securityQuestions.findForUser(user.id) : undefined
    res.json(question ? { question } : {})
  })

  router.get('/rest/user/authentication-details', requireRole('admin'), (req, res) => {
    res.json(wrapped(req.shop.repos.users.list().map(user => ({ ...publicUser(user), totpEnabled: user.totpSecret !== '' }))))
  })
  return router
}
