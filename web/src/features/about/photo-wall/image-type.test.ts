import { describe, expect, it } from 'vitest'
import { handleFromUrl, isPngOrJpeg, tweetText } from './image-type'

describe('photo wall helpers', () => {
  it('recognises PNG and JPEG by their first bytes only', () => {
    expect(isPngOrJpeg(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(true)
    expect(isPngOrJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true)
    expect(isPngOrJpeg(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBe(false)
    expect(isPngOrJpeg(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBe(false)
    expect(isPngOrJpeg(new Uint8Array([]))).toBe(false)
  })

  it('cuts tweets to 140 characters and names the shop handle', () => {
    expect(tweetText('Sunny day', 'juiceshop')).toBe('Sunny day @juiceshop')
    expect(tweetText('x'.repeat(200), 'juiceshop')).toHaveLength(140)
    expect(handleFromUrl('https://social.example/juiceshop/')).toBe('juiceshop')
    expect(handleFromUrl('')).toBe('')
  })
})
