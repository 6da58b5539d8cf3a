import { describe, expect, it } from 'vitest'
import { handleFromUrl, isPngOrJpeg, tweetText } from './image-type'

const PNG = [0x89, 0x50, 0x4e, 0x47]
const JPEG = [0xff, 0xd8, 0xff]
/** The signature with one byte changed. */
const withByte = (signature: number[], index: number): Uint8Array => new Uint8Array(signature.map((byte, i) => i === index ? 0x00 : byte))

describe('photo wall helpers', () => {
  it('recognises PNG and JPEG by their first bytes only', () => {
    expect(isPngOrJpeg(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(true)
    expect(isPngOrJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true)
    expect(isPngOrJpeg(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBe(false)
    expect(isPngOrJpeg(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBe(false)
    expect(isPngOrJpeg(new Uint8Array([]))).toBe(false)
  })

  it('wants every byte of the signature', () => {
    for (const index of PNG.keys()) expect(isPngOrJpeg(withByte(PNG, index)), `PNG byte ${index}`).toBe(false)
    for (const index of JPEG.keys()) expect(isPngOrJpeg(withByte(JPEG, index)), `JPEG byte ${index}`).toBe(false)
  })

  it('cuts tweets to 140 characters and names the shop handle', () => {
    expect(tweetText('Sunny day', 'juiceshop')).toBe('Sunny day @juiceshop')
    expect(tweetText('x'.repeat(200), 'juiceshop')).toHaveLength(140)
    expect(handleFromUrl('https://social.example/juiceshop/')).toBe('juiceshop')
    expect(handleFromUrl('')).toBe('')
  })

  it('tweets the caption alone without a handle, whole up to 140 characters and cut with an ellipsis beyond', () => {
    expect(tweetText('Sunny day', '')).toBe('Sunny day')
    expect(tweetText('y'.repeat(140), '')).toBe('y'.repeat(140))
    expect(tweetText(`${'y'.repeat(139)}z`, '')).toBe(`${'y'.repeat(139)}z`)
    expect(tweetText(`${'y'.repeat(139)}zz`, '')).toBe(`${'y'.repeat(139)}…`)
    expect(tweetText('a'.repeat(130), 'juiceshop')).toBe(`${'a'.repeat(130)} @juicesh…`)
  })

  it('takes the account from the end of the address, with or without a slash or spaces around it', () => {
    expect(handleFromUrl('https://x.example/owasp_juiceshop')).toBe('owasp_juiceshop')
    expect(handleFromUrl('  https://x.example/Juice2Shop/  ')).toBe('Juice2Shop')
    expect(handleFromUrl(undefined)).toBe('')
  })
})
