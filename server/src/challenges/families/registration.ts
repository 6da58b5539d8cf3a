import { z } from 'zod'
import type { ChallengeFamily } from '../detectors.js'

const strictAddress = z.string().email()

/** What registration (POST /api/Users) lets through that only the form was meant to stop. */
export const registrationFamily: ChallengeFamily = {
  name: 'registration',
  register (hooks) {
    hooks.on('user.created', ({ row, request }) => {
      if (request.passwordRepeat !== request.password) hooks.solve('passwordRepeatChallenge')
      if (!strictAddress.safeParse(row.email).success) hooks.solve('notAnEmailChallenge')
      if (row.role === 'admin') hooks.solve('registerAsAdminChallenge')
    })
  }
}
