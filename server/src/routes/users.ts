import { Router } from 'express'
import { registerUser } from '../domain/accounts/registration.js'
import { requireRole } from '../http/authenticate.js'
import { notFound } from '../http/errors.js'
import { idParam, wrapped } from '../http/input.js'
import { publicUser } from '../repositories/users.js'

/** /api/Users: registration and the administration's user lookups. */
export function usersRouter (): Router {
  const router = Router()

  router.post('/api/Users', (req, res) => {
    res.status(201).json(wrapped(registerUser(req.shop, req.body)))
  })

  router.get('/api/Users', requireRole('admin'), (req, res) => {
    res.json(wrapped(req.shop.repos.users.list().map(publicUser)))
  })

  router.get('/api/Users/:id', requireRole('admin'), (req, res) => {
    const user = req.shop.repos.users.findById(idParam(req))
    if (!user) throw notFound('User')
    res.json(wrapped(publicUser(user)))
  })
  return router
}
