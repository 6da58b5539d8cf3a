import type { VerifiedToken } from '../domain/auth/tokens.js'
import type { ShopInstance } from '../instance/shop-instance.js'

declare global {
  // Express's request type is extended the documented way: by declaration merging.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The shop instance (team) this request belongs to. */
      shop: ShopInstance
      /** The verified token, or null for anonymous callers. */
      auth: VerifiedToken | null
    }
  }
}

export {}
