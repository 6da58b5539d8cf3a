const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 without padding. */
function base32 (bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
  return out
}

/**
 * The shop's monthly coupon code: base32 of the 3-letter month, the 2-digit year and one discount
 * byte (6 bytes, 10 characters), valid in that month only.
 */
export function monthlyCouponCode (percent: number, date = new Date()): string {
  const text = `${MONTHS[date.getUTCMonth()]}${String(date.getUTCFullYear() % 100).padStart(2, '0')}`
  return base32(Uint8Array.from([...Buffer.from(text, 'ascii'), percent & 0xff]))
}
