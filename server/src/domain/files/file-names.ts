import { forbidden } from '../errors.js'

export const SLASH_IN_NAME = 'File names cannot contain forward slashes!'

/**
 * The file folders serve names of one path segment. A slash in a name (sent encoded as `%2F`, or as
 * empty segments such as `/ftp///name`) is refused before any lookup, with the answer clients of
 * the peer's server expect.
 */
export function refuseSlashes (name: string): void {
  if (name.includes('/')) throw forbidden(SLASH_IN_NAME)
}
