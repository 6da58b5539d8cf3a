import { createHmac } from 'node:crypto'

/** Deluxe members carry a token derived from their e-mail, so the role cannot be claimed without it. */
export const deluxeTokenFor = (email: string, key: string): string =>
  createHmac('sha256', key).update(`deluxe:${email}`).digest('hex')
