import type { WalletBalance } from '@shop/contract'
import { Router } from 'express'
import { z } from 'zod'
import { deleteCard, listCards, readCard, saveCard } from '../domain/wallet/cards.js'
import { topUp, walletBalance } from '../domain/wallet/wallet.js'
import { currentUser } from '../http/authenticate.js'
import { idParam, parseInput, wrapped } from '../http/input.js'

// A number or its digits; the union's own message, since zod says only "Invalid input" when both fail.
const digits = (message: string) => z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)], message)
/** A whole number from `min` to `max`, as a number or its digits; every refusal says `message`. */
const wholeNumberIn = (min: number, max: number, message: string) => digits(message).pipe(z.number().int().min(min, message).max(max, message))
const CARD_DIGITS = 'Card number must have 16 digits'
/*
 * A card number has 16 digits. Sent as a string (this shop's client) it is kept digit for digit;
 * sent as a JSON number (the peer's client) it is exact only up to 2^53, which the client has
 * already rounded to before it arrives, so it is taken as it comes.
 */
const cardNumber = z.union([
  z.string().regex(/^[1-9]\d{15}$/, CARD_DIGITS),
  // Not int(): zod's int() also refuses integers above 2^53, every card number from 9007… up. And lt, not
  // max(1e16 - 1): that is 1e16 in floating point.
  z.number().min(1e15, CARD_DIGITS).lt(1e16, CARD_DIGITS).refine(Number.isInteger, CARD_DIGITS).transform(n => String(n))
], CARD_DIGITS)
// The expiry year list of the form starts at 2080 and spans 20 years.
const card = z.object({
  fullName: z.string('Name is required').trim().min(1, 'Name is required').max(100),
  cardNum: cardNumber,
  expMonth: wholeNumberIn(1, 12, 'Expiry month must be 1 to 12'),
  expYear: wholeNumberIn(2080, 2099, 'Expiry year must be 2080 to 2099')
})
const charge = z.object({
  balance: z.coerce.number('Amount is required').finite('Amount must be a number'),
  paymentId: digits('Choose a card').pipe(z.number().int().positive('Choose a card'))
})

/** Saved cards and the wallet. */
export function walletRouter (): Router {
  const router = Router()
  router.get('/api/Cards', (req, res) => {
    res.json(wrapped(listCards(req.shop, currentUser(req))))
  })
  router.get('/api/Cards/:id', (req, res) => {
    res.json(wrapped(readCard(req.shop, currentUser(req), idParam(req))))
  })
  router.post('/api/Cards', (req, res) => {
    const user = currentUser(req)
    res.status(201).json(wrapped(saveCard(req.shop, user, parseInput(card, req.body))))
  })
  router.delete('/api/Cards/:id', (req, res) => {
    deleteCard(req.shop, currentUser(req), idParam(req))
    res.json(wrapped({}))
  })
  router.get('/rest/wallet/balance', (req, res) => {
    res.json(wrapped<WalletBalance>(walletBalance(req.shop, currentUser(req))))
  })
  router.put('/rest/wallet/balance', (req, res) => {
    const user = currentUser(req)
    const input = parseInput(charge, req.body)
    res.json(wrapped<WalletBalance>(topUp(req.shop, user, input.balance, input.paymentId)))
  })
  return router
}
