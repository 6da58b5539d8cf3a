/** The author as the form shows and sends it: the first three characters masked, so the address is not published whole. */
export function maskedAuthor (email: string | null | undefined): string | null {
  if (!email) return null
  return `***${email.slice(3)}`
}

/** The comment as sent: the text followed by the author in brackets. */
export function commentWithAuthor (comment: string, author: string): string {
  return `${comment} (${author})`
}
