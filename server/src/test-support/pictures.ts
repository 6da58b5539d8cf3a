import { createRequire } from 'node:module'
import type { TestShop } from './test-shop.js'

// The image libraries the picture build script writes with (root devDependencies, no type declarations).
const load = createRequire(import.meta.url)
type Rational = [number, number]
const piexif = (): { load: (binary: string) => { GPS?: Record<number, string | Rational[]> } } => load('piexifjs')
const pngjs = (): { PNG: { sync: { read: (png: Buffer) => { width: number, height: number, data: Buffer } } } } => load('pngjs')

/** Downloads the photo-wall picture whose caption matches, as the wall shows it. */
export async function wallPicture (t: TestShop, caption: RegExp): Promise<Buffer> {
  const memories = (await t.api.get('/rest/memories')).body.data as Array<{ caption: string, imagePath: string }>
  const memory = memories.find(m => caption.test(m.caption))
  if (!memory) throw new Error(`No picture captioned ${caption} on the wall`)
  const res = await t.api.get(`/${memory.imagePath}`).buffer(true)
  if (res.status !== 200 || !Buffer.isBuffer(res.body)) throw new Error(`The picture of ${memory.caption} is not served: ${res.status}`)
  return res.body
}

/** Where a JPEG was taken, in decimal degrees (south and west negative), from its EXIF GPS tags. */
export function gpsPosition (jpeg: Buffer): { latitude: number, longitude: number } {
  const gps = piexif().load(jpeg.toString('binary')).GPS ?? {}
  // GPS tags 1-4: latitude reference and value, longitude reference and value (degrees, minutes, seconds).
  const degrees = (ref: unknown, value: unknown): number => {
    if (!Array.isArray(value)) throw new Error('The picture carries no GPS position')
    const [d, m, s] = (value as Rational[]).map(([numerator, denominator]) => numerator / denominator)
    return (ref === 'S' || ref === 'W' ? -1 : 1) * (d + m / 60 + s / 3600)
  }
  return { latitude: degrees(gps[1], gps[2]), longitude: degrees(gps[3], gps[4]) }
}

/** The NUL-terminated text hidden in the lowest bit of each pixel's red value, most significant bit first. */
export function redChannelMessage (png: Buffer): string {
  const { data } = pngjs().PNG.sync.read(png)
  const bytes: number[] = []
  for (let pixel = 0; (pixel + 8) * 4 <= data.length; pixel += 8) {
    let byte = 0
    for (let bit = 0; bit < 8; bit++) byte = (byte << 1) | (data[(pixel + bit) * 4] & 1)
    if (byte === 0) return Buffer.from(bytes).toString('utf8')
    bytes.push(byte)
  }
  throw new Error('No hidden text ends in the red channel')
}
