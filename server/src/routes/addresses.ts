import type { Address } from '@shop/contract'
import { Router } from 'express'
import { z } from 'zod'
import { createAddress, deleteAddress, listAddresses, readAddress, updateAddress } from '../domain/addresses/addresses.js'
import { currentUser } from '../http/authenticate.js'
import { idParam, parseInput, wrapped } from '../http/input.js'

const text = (name: string, max: number) => z.string(`${name} is required`).trim().min(1, `${name} is required`).max(max, `${name} may have at most ${max} characters`)
// The same ranges as the address form: a 7 to 10 digit phone number, zip code up to 8, address up to 160.
const address = z.object({
  country: text('Country', 100),
  fullName: text('Name', 100),
  mobileNum: z.coerce.number('Mobile number is required').int('Mobile number must be a whole number').min(1111111, 'Mobile number must be between 1111111 and 9999999999').max(9999999999, 'Mobile number must be between 1111111 and 9999999999'),
  // The union's own message: without it zod says only "Invalid input" when the field is missing.
  zipCode: z.union([z.string(), z.number().transform(String)], 'ZIP code is required').pipe(text('ZIP code', 8)),
  streetAddress: text('Address', 160),
  city: text('City', 100),
  state: z.string().trim().max(100, 'State may have at most 100 characters').optional().default('')
})

/** Saved addresses (the path keeps the spec's spelling). */
export function addressesRouter (): Router {
  const router = Router()
  router.get('/api/Addresss', (req, res) => {
    const user = currentUser(req)
    const claimed = req.get('X-User-Email')
    res.json(wrapped<Address[]>(listAddresses(req.shop, user, claimed?.trim() || undefined)))
  })
  router.get('/api/Addresss/:id', (req, res) => {
    res.json(wrapped(readAddress(req.shop, currentUser(req), idParam(req))))
  })
  router.post('/api/Addresss', (req, res) => {
    const user = currentUser(req)
    res.status(201).json(wrapped(createAddress(req.shop, user, parseInput(address, req.body))))
  })
  router.put('/api/Addresss/:id', (req, res) => {
    const user = currentUser(req)
    res.json(wrapped(updateAddress(req.shop, user, idParam(req), parseInput(address, req.body))))
  })
  router.delete('/api/Addresss/:id', (req, res) => {
    deleteAddress(req.shop, currentUser(req), idParam(req))
    res.json(wrapped({}))
  })
  return router
}
