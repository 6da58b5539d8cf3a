import type { ChallengeFamily } from '../detectors.js'

/** Recycling requests: someone else's pickup in a recycle response (response inspection, pattern D). */
export const recycleFamily: ChallengeFamily = {
  name: 'recycle',
  register (hooks) {
    hooks.onResponse(response => {
      const { req, status } = response
      if (req.method !== 'GET' || !/^\/api\/Recycles\//i.test(req.path) || status !== 200 || !req.auth) return
      const rows = (response.body as { data?: unknown } | null)?.data
      if (Array.isArray(rows) && rows.some(row => (row as { UserId?: unknown }).UserId !== req.auth!.user.id)) hooks.solve('recyclePeekChallenge')
    })
  }
}
