// Draws the seeded photo-wall pictures (data/memories.yml) and the Citrus Keychain product photo.
// Every picture is painted here from shapes and text; nothing is downloaded. Several carry the
// clues the challenge catalogue relies on: the whiteboard's ZIP password, Lena's sticky note,
// Henrik's mug, the GPS position in Amara's photo, the bits hidden in "Orchard at dusk" and the
// print-file name in the keychain photo's EXIF description.
// Usage (from the repository root): node web/scripts/draw-memory-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as PImage from 'pureimage'
import jpeg from 'jpeg-js'
import piexif from 'piexifjs'
import { PNG } from 'pngjs'
import { drawPrintFile } from './print-file.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)
const uploads = resolve(here, '../public/assets/public/images/uploads')
const products = resolve(here, '../public/assets/public/images/products')
const fonts = dirname(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'))
PImage.registerFont(resolve(fonts, 'DejaVuSans.ttf'), 'Sans').loadSync()
PImage.registerFont(resolve(fonts, 'DejaVuSans-Bold.ttf'), 'SansBold').loadSync()
PImage.registerFont(resolve(fonts, 'DejaVuSansMono-Bold.ttf'), 'Marker').loadSync()

const W = 640
const H = 480

// ---------------------------------------------------------------- drawing helpers

function canvas () {
  const img = PImage.make(W, H)
  return { img, ctx: img.getContext('2d') }
}

function rect (ctx, x, y, w, h, color) {
  ctx.fillStyle = color
  ctx.fillRect(x, y, w, h)
}

function circle (ctx, x, y, r, color) {
  ctx.fillStyle = color
  ctx.beginPath()
  ctx.arc(x, y, r, 0, Math.PI * 2)
  ctx.closePath()
  ctx.fill()
}

function poly (ctx, points, color) {
  ctx.fillStyle = color
  ctx.beginPath()
  ctx.moveTo(points[0][0], points[0][1])
  for (const [x, y] of points.slice(1)) ctx.lineTo(x, y)
  ctx.closePath()
  ctx.fill()
}

function text (ctx, value, x, y, size, color, family = 'Sans') {
  ctx.fillStyle = color
  ctx.font = `${size}px ${family}`
  ctx.fillText(value, x, y)
}

function vertical (ctx, x, y, w, h, top, bottom) {
  const gradient = ctx.createLinearGradient(0, y, 0, y + h)
  gradient.addColorStop(0, top)
  gradient.addColorStop(1, bottom)
  ctx.fillStyle = gradient
  ctx.fillRect(x, y, w, h)
}

/** A deterministic pseudo-random sequence, so every run draws the same pictures. */
function random (seed) {
  let s = seed
  return () => { s = (s * 1103515245 + 12345) % 2147483648; return s / 2147483648 }
}

function orange (ctx, x, y, r, shade = '#f28c1e') {
  circle(ctx, x, y, r, shade)
  circle(ctx, x - r * 0.3, y - r * 0.3, r * 0.35, 'rgba(255,255,255,0.25)')
  circle(ctx, x + r * 0.1, y - r * 0.85, r * 0.12, '#3d7a2a')
}

function person (ctx, x, y, scale, shirt, skin = '#e0b08a', hair = '#3b2a1e') {
  rect(ctx, x - 22 * scale, y, 44 * scale, 70 * scale, shirt)
  circle(ctx, x, y - 18 * scale, 20 * scale, skin)
  ctx.fillStyle = hair
  ctx.beginPath()
  ctx.arc(x, y - 24 * scale, 20 * scale, Math.PI, Math.PI * 2)
  ctx.closePath()
  ctx.fill()
}

// ---------------------------------------------------------------- encoders

function jpegBytes (img, quality = 86) {
  return jpeg.encode({ data: Buffer.from(img.data), width: img.width, height: img.height }, quality).data
}

function withExif (bytes, exif) {
  const binary = bytes.toString('binary')
  return Buffer.from(piexif.insert(piexif.dump(exif), binary), 'binary')
}

const camera = { '0th': { [piexif.ImageIFD.Make]: 'Pulp Phones', [piexif.ImageIFD.Model]: 'Squeeze 5' }, Exif: {}, GPS: {} }

function saveJpeg (folder, name, img, exif = camera) {
  mkdirSync(folder, { recursive: true })
  writeFileSync(resolve(folder, name), withExif(jpegBytes(img), exif))
}

/** Degrees as the EXIF rational triple of degrees, minutes and seconds. */
function dms (value) {
  const abs = Math.abs(value)
  const d = Math.floor(abs)
  const m = Math.floor((abs - d) * 60)
  const s = Math.round(((abs - d) * 60 - m) * 60 * 100)
  return [[d, 1], [m, 1], [s, 100]]
}

/** Hides `message` (NUL-terminated, most significant bit first) in the red channel's lowest bits. */
function hideInRed (rgba, message) {
  const bits = [...Buffer.from(`${message}\0`, 'utf8')].flatMap(byte => Array.from({ length: 8 }, (_, i) => (byte >> (7 - i)) & 1))
  bits.forEach((bit, i) => { rgba[i * 4] = (rgba[i * 4] & 0xfe) | bit })
}

// ---------------------------------------------------------------- the pictures

function supportCorner () {
  const { img, ctx } = canvas()
  vertical(ctx, 0, 0, W, 330, '#dfe9ef', '#c8d6de')
  rect(ctx, 0, 330, W, 150, '#9b7b5b')
  // Whiteboard with the week's notes.
  rect(ctx, 70, 40, 360, 220, '#8a9197')
  rect(ctx, 78, 48, 344, 204, '#fbfcfd')
  text(ctx, 'SUPPORT DESK - WEEK 32', 96, 82, 20, '#1f4e9c', 'Marker')
  text(ctx, '- call back Mrs. Okafor', 96, 118, 17, '#333', 'Marker')
  text(ctx, '- refund #0010-000004?', 96, 144, 17, '#333', 'Marker')
  text(ctx, 'handover.zip pw:', 96, 186, 19, '#c0392b', 'Marker')
  text(ctx, 'Lime-Ladder-48', 116, 218, 24, '#c0392b', 'Marker')
  rect(ctx, 78, 252, 344, 8, '#b0b6ba')
  rect(ctx, 300, 248, 30, 6, '#2e86de')
  // Desk, monitor, plant and headset.
  rect(ctx, 30, 300, 580, 22, '#6d4c33')
  rect(ctx, 440, 170, 150, 100, '#222')
  rect(ctx, 448, 178, 134, 84, '#3a7bd5')
  text(ctx, 'Tickets: 3', 462, 226, 16, '#fff', 'SansBold')
  rect(ctx, 505, 270, 20, 30, '#333')
  rect(ctx, 470, 296, 90, 6, '#333')
  rect(ctx, 40, 250, 40, 50, '#b5651d')
  circle(ctx, 60, 235, 26, '#3f8f3a')
  circle(ctx, 45, 220, 16, '#4fa84a')
  circle(ctx, 76, 222, 15, '#357a31')
  orange(ctx, 380, 285, 15)
  orange(ctx, 405, 288, 13, '#f5a623')
  text(ctx, 'Our new support corner is ready!', 150, 440, 22, '#fff', 'SansBold')
  return img
}

function organisedFridge () {
  const { img, ctx } = canvas()
  vertical(ctx, 0, 0, W, H, '#f4efe6', '#e2d8c8')
  rect(ctx, 150, 20, 340, 460, '#d9dde0')
  rect(ctx, 160, 30, 320, 440, '#eef1f3')
  rect(ctx, 160, 150, 320, 6, '#c5cbd0')
  rect(ctx, 455, 60, 10, 70, '#9aa3aa')
  rect(ctx, 455, 190, 10, 110, '#9aa3aa')
  // Magnets, a drawing and the sticky note with the password.
  rect(ctx, 190, 50, 110, 80, '#fff')
  circle(ctx, 225, 90, 18, '#f1c40f')
  poly(ctx, [[250, 125], [275, 75], [298, 125]], '#27ae60')
  circle(ctx, 245, 48, 7, '#e74c3c')
  ctx.save()
  ctx.translate(330, 190)
  ctx.rotate(-0.06)
  rect(ctx, 0, 0, 120, 110, '#fff176')
  rect(ctx, 0, 0, 120, 14, '#f9e04b')
  text(ctx, 'new pw:', 10, 42, 16, '#444', 'Marker')
  text(ctx, 'Mango&Me2023', 6, 74, 15, '#1a237e', 'Marker')
  text(ctx, "don't forget!", 10, 100, 12, '#444', 'Marker')
  ctx.restore()
  circle(ctx, 390, 188, 7, '#3498db')
  rect(ctx, 190, 190, 110, 70, '#ffffff')
  text(ctx, 'SHOPPING', 202, 212, 13, '#c0392b', 'SansBold')
  text(ctx, 'limes, oat milk', 198, 236, 12, '#333', 'Marker')
  circle(ctx, 245, 188, 7, '#9b59b6')
  text(ctx, 'Finally organised my fridge', 176, 400, 20, '#5d6d7e', 'SansBold')
  return img
}

function firstTripAbroad () {
  const { img, ctx } = canvas()
  vertical(ctx, 0, 0, W, 260, '#5dade2', '#d6eaf8')
  vertical(ctx, 0, 260, W, 90, '#1abc9c', '#117a65')
  vertical(ctx, 0, 350, W, 130, '#f5deb3', '#e8c98f')
  // Old town houses along the shore.
  const houses = [['#f0e6d2', 40, 150], ['#e8d5b5', 130, 120], ['#f7efe2', 220, 165], ['#dcc7a1', 310, 135], ['#efe1c6', 400, 150]]
  for (const [color, x, top] of houses) {
    rect(ctx, x, top, 90, 260 - top, color)
    for (let wy = top + 16; wy < 240; wy += 34) { rect(ctx, x + 14, wy, 16, 20, '#5d4037'); rect(ctx, x + 56, wy, 16, 20, '#5d4037') }
  }
  rect(ctx, 505, 90, 34, 170, '#ecf0f1')
  poly(ctx, [[500, 90], [522, 50], [544, 90]], '#c0392b')
  // A dhow with its sail.
  poly(ctx, [[300, 330], [440, 330], [420, 350], [320, 350]], '#6e2c00')
  poly(ctx, [[370, 330], [370, 250], [430, 320]], '#fdfefe')
  circle(ctx, 560, 60, 34, '#f9e79f')
  person(ctx, 140, 360, 1.1, '#e67e22', '#6d4c41', '#1b1b1b')
  text(ctx, 'Throwback to my first trip abroad', 150, 455, 20, '#6e2c00', 'SansBold')
  return img
}

function firstJob () {
  const { img, ctx } = canvas()
  vertical(ctx, 0, 0, W, 300, '#cfd8dc', '#b0bec5')
  rect(ctx, 0, 300, W, 180, '#8d6e63')
  rect(ctx, 40, 40, 200, 140, '#90a4ae')
  rect(ctx, 48, 48, 184, 124, '#e3f2fd')
  poly(ctx, [[60, 160], [110, 90], [150, 140], [180, 110], [220, 160]], '#78909c')
  text(ctx, 'Harbour, 2009', 70, 200, 14, '#37474f', 'Sans')
  // Laptop, papers and the mug.
  rect(ctx, 300, 210, 220, 130, '#37474f')
  rect(ctx, 310, 220, 200, 110, '#80cbc4')
  poly(ctx, [[280, 340], [540, 340], [560, 360], [260, 360]], '#546e7a')
  rect(ctx, 60, 330, 160, 110, '#fafafa')
  for (let y = 350; y < 430; y += 14) rect(ctx, 74, y, 130, 3, '#bdbdbd')
  rect(ctx, 570, 290, 46, 14, '#fff')
  ctx.fillStyle = '#f5f5f5'
  ctx.fillRect(430, 360, 110, 110)
  ctx.strokeStyle = '#f5f5f5'
  ctx.lineWidth = 12
  ctx.beginPath()
  ctx.arc(545, 410, 26, -Math.PI / 2, Math.PI / 2)
  ctx.stroke()
  rect(ctx, 430, 360, 110, 12, '#1565c0')
  text(ctx, 'FJORD', 446, 402, 22, '#1565c0', 'SansBold')
  text(ctx, 'FREIGHT', 436, 430, 20, '#1565c0', 'SansBold')
  poly(ctx, [[450, 446], [520, 446], [505, 458], [465, 458]], '#1565c0')
  return img
}

function nonnasBirthday () {
  const { img, ctx } = canvas()
  vertical(ctx, 0, 0, W, H, '#fdebd0', '#f5cba7')
  for (let x = 20; x < W; x += 60) poly(ctx, [[x, 0], [x + 40, 0], [x + 20, 36]], x % 120 === 20 ? '#e74c3c' : '#27ae60')
  text(ctx, 'BUON 90 NONNA!', 200, 90, 30, '#922b21', 'SansBold')
  person(ctx, 170, 230, 1.4, '#8e44ad', '#e0b08a', '#ddd')
  person(ctx, 320, 220, 1.5, '#2980b9', '#d7a27c', '#5d4037')
  person(ctx, 470, 250, 1.2, '#e91e63', '#e8bd98', '#a1887f')
  rect(ctx, 0, 340, W, 140, '#ffffff')
  rect(ctx, 250, 290, 140, 60, '#f8c471')
  rect(ctx, 250, 290, 140, 12, '#fdfefe')
  for (let x = 262; x < 390; x += 22) { rect(ctx, x, 268, 5, 22, '#5dade2'); circle(ctx, x + 2, 264, 4, '#f39c12') }
  text(ctx, 'Three generations of Moreau women', 120, 410, 22, '#6e2c00', 'SansBold')
  text(ctx, "at Nonna's 90th", 240, 440, 22, '#6e2c00', 'SansBold')
  return img
}

function crateSeven () {
  const { img, ctx } = canvas()
  vertical(ctx, 0, 0, W, 220, '#aed6f1', '#eaf2f8')
  rect(ctx, 0, 220, W, 260, '#7d9f52')
  const next = random(7)
  for (let i = 0; i < 6; i++) circle(ctx, 60 + i * 110, 150, 60, '#3e7b32')
  rect(ctx, 150, 230, 340, 200, '#c69c6d')
  for (let y = 250; y < 430; y += 46) rect(ctx, 150, y, 340, 8, '#a67c52')
  for (let i = 0; i < 16; i++) orange(ctx, 175 + (i % 8) * 42 + next() * 6, 228 - Math.floor(i / 8) * 26 + next() * 6, 22)
  rect(ctx, 270, 320, 100, 60, '#f5f0e1')
  text(ctx, '#7', 288, 368, 44, '#5d4037', 'SansBold')
  text(ctx, 'FIRST HARVEST', 236, 420, 18, '#5d4037', 'SansBold')
  return img
}

function orchardAtDusk () {
  const { img, ctx } = canvas()
  vertical(ctx, 0, 0, W, 300, '#2c3e50', '#e67e22')
  circle(ctx, 470, 270, 46, '#f5b041')
  vertical(ctx, 0, 300, W, 180, '#4a3b2a', '#1e1710')
  const next = random(42)
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 7; i++) {
      const x = 40 + i * 95 + row * 30
      const y = 250 + row * 60
      const s = 0.6 + row * 0.3
      rect(ctx, x - 5 * s, y, 10 * s, 60 * s, '#2b1d12')
      circle(ctx, x, y - 10 * s, 42 * s, row === 2 ? '#1d2f1a' : '#243b21')
      for (let k = 0; k < 4; k++) circle(ctx, x - 25 * s + next() * 50 * s, y - 30 * s + next() * 40 * s, 5 * s, '#d4ac0d')
    }
  }
  return img
}

function citrusKeychain () {
  const { img, ctx } = canvas()
  vertical(ctx, 0, 0, W, H, '#fdfefe', '#e5e8e8')
  ctx.strokeStyle = '#95a5a6'
  ctx.lineWidth = 10
  ctx.beginPath()
  ctx.arc(320, 110, 40, 0, Math.PI * 2)
  ctx.stroke()
  rect(ctx, 312, 150, 16, 40, '#7f8c8d')
  circle(ctx, 320, 300, 120, '#f4d03f')
  circle(ctx, 320, 300, 104, '#f9e79f')
  ctx.fillStyle = '#f4d03f'
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2
    ctx.beginPath()
    ctx.moveTo(320, 300)
    ctx.arc(320, 300, 96, a + 0.06, a + Math.PI / 5 - 0.06)
    ctx.closePath()
    ctx.fill()
  }
  circle(ctx, 320, 300, 14, '#fdfefe')
  return img
}

// ---------------------------------------------------------------- write everything

const memories = {
  'support-corner.jpg': supportCorner,
  'organised-fridge.jpg': organisedFridge,
  'first-job-2009.jpg': firstJob,
  'nonnas-90th.jpg': nonnasBirthday,
  'crate#7.jpg': crateSeven
}
for (const [name, draw] of Object.entries(memories)) saveJpeg(uploads, name, draw())

// Stone Town, Zanzibar: 6.1630 S, 39.1910 E.
saveJpeg(uploads, 'first-trip-abroad.jpg', firstTripAbroad(), {
  ...camera,
  Exif: { [piexif.ExifIFD.DateTimeOriginal]: '2011:07:14 17:42:09' },
  GPS: {
    [piexif.GPSIFD.GPSLatitudeRef]: 'S',
    [piexif.GPSIFD.GPSLatitude]: dms(-6.163),
    [piexif.GPSIFD.GPSLongitudeRef]: 'E',
    [piexif.GPSIFD.GPSLongitude]: dms(39.191)
  }
})

const dusk = orchardAtDusk()
const rgba = Buffer.from(dusk.data)
hideInRed(rgba, 'quince whispers at seventeen')
writeFileSync(resolve(uploads, 'orchard-at-dusk.png'), PNG.sync.write({ width: W, height: H, data: rgba }))

saveJpeg(products, 'citrus-keychain.jpg', citrusKeychain(), {
  ...camera,
  '0th': { ...camera['0th'], [piexif.ImageIFD.ImageDescription]: 'Citrus keychain, printed from citrus-keychain-v3.stl (PLA, 0.2 mm layers)' }
})
writeFileSync(resolve(products, 'citrus-keychain-v3.stl'), drawPrintFile())
console.log('Drew the photo-wall pictures and the keychain photo.')
