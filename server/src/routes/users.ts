import { Router } from 'express'
import { registerUser } from '../domain/accounts/registration.js'
import { findUser, listUsers } from '../domain/accounts/users.js'
import { requireRole } from '../http/authenticate.js'
import { idParam, wrapped } from '../http/input.js'

/** /api/Users: registration and the administration's user lookups. */
export function usersRouter (): Router {
  const router = Router()

  router.post('/api/Users', (req, res) => {
    res.status(201).json(wrapped(registerUser(req.shop, req.body)))
  })

  router.get('/api/Users', requireRole('admin'), (req, res) => {
    res.json(wrapped(listUsers(req.shop)))
  })

  router.get('/api/Users/:id', requireRole('admin'), (req, res) => {
    res.json(wrapped(findUser(req.shop, idParam(req))))
  })
  return router
}
