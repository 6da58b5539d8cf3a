// Records the shop's promotional film (web/public/assets/public/videos/promotion.webm): a canvas
// animation of our bottles, fruit and slogans, painted in Debian's headless Chromium and captured
// with MediaRecorder. Nothing is downloaded; the film is silent, so the captions carry the words
// (data/promotion/captions.vtt follows the scene times below).
// MediaRecorder writes no duration and no seek index; when Debian's ffmpeg is installed (at authoring
// time only: `apt-get install ffmpeg`), the recording is remuxed without re-encoding to add both.
// Usage (from the repository root, after `npm install`): node web/scripts/record-promo-video.mjs
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const here = dirname(fileURLToPath(import.meta.url))
const target = resolve(here, '../public/assets/public/videos/promotion.webm')
const DURATION_MS = 20_000

const poster = resolve(here, '../public/assets/public/videos/promotion-poster.jpg')

// Runs inside the page: draws frame after frame for DURATION_MS and resolves with the WebM bytes
// (base64) and a poster frame from the opening scene (a JPEG data URL).
function film (durationMs) {
  const W = 640
  const H = 360
  const canvas = document.createElement('canvas')
  canvas.width = W
  canvas.height = H
  document.body.appendChild(canvas)
  const g = canvas.getContext('2d')

  const JUICES = [
    { juice: '#f57c00', label: 'Orange', fruit: '#ff9800' },
    { juice: '#c62828', label: 'Blood Orange', fruit: '#e53935' },
    { juice: '#7cb342', label: 'Apple', fruit: '#8bc34a' },
    { juice: '#6a1b9a', label: 'Grape', fruit: '#8e24aa' },
    { juice: '#fbc02d', label: 'Lemon', fruit: '#fdd835' }
  ]
  const clamp = (v) => Math.max(0, Math.min(1, v))
  const ease = (v) => { const x = clamp(v); return x * x * (3 - 2 * x) }
  const bounce = (v) => { const x = clamp(v); return 1 - Math.pow(1 - x, 3) * Math.cos(x * 9) }

  function sky (t) {
    const grad = g.createLinearGradient(0, 0, 0, H)
    grad.addColorStop(0, '#fff3e0')
    grad.addColorStop(1, '#ffcc80')
    g.fillStyle = grad
    g.fillRect(0, 0, W, H)
    // A slow sun behind everything.
    g.fillStyle = 'rgba(255, 183, 77, 0.55)'
    g.beginPath()
    g.arc(W - 90, 80 + Math.sin(t / 1500) * 6, 60, 0, Math.PI * 2)
    g.fill()
    g.fillStyle = '#8d6e63'
    g.fillRect(0, H - 46, W, 46)
    g.fillStyle = '#a1887f'
    g.fillRect(0, H - 46, W, 6)
  }

  function roundRect (x, y, w, h, r) {
    g.beginPath()
    g.moveTo(x + r, y)
    g.arcTo(x + w, y, x + w, y + h, r)
    g.arcTo(x + w, y + h, x, y + h, r)
    g.arcTo(x, y + h, x, y, r)
    g.arcTo(x, y, x + w, y, r)
    g.closePath()
  }

  function bottle (cx, baseY, scale, juice, fill, label) {
    const w = 54 * scale
    const h = 120 * scale
    const x = cx - w / 2
    const y = baseY - h
    g.save()
    roundRect(x, y + 26 * scale, w, h - 26 * scale, 10 * scale)
    g.fillStyle = 'rgba(255,255,255,0.55)'
    g.fill()
    g.save()
    g.clip()
    const level = y + 26 * scale + (h - 26 * scale) * (1 - clamp(fill))
    g.fillStyle = juice
    g.fillRect(x, level, w, baseY - level)
    g.restore()
    g.lineWidth = 2.5 * scale
    g.strokeStyle = '#5d4037'
    g.stroke()
    g.fillStyle = 'rgba(255,255,255,0.55)'
    g.fillRect(cx - 10 * scale, y + 6 * scale, 20 * scale, 22 * scale)
    g.strokeRect(cx - 10 * scale, y + 6 * scale, 20 * scale, 22 * scale)
    g.fillStyle = '#37474f'
    g.fillRect(cx - 12 * scale, y, 24 * scale, 9 * scale)
    if (label) {
      g.fillStyle = '#fffde7'
      g.fillRect(x + 5 * scale, y + 62 * scale, w - 10 * scale, 30 * scale)
      g.fillStyle = '#4e342e'
      // Long names shrink until they fit the label.
      let size = 9 * scale
      do { g.font = `bold ${Math.round(size)}px sans-serif`; size -= 0.5 } while (g.measureText(label).width > w - 14 * scale && size > 5)
      g.textAlign = 'center'
      g.fillText(label, cx, y + 81 * scale)
    }
    g.restore()
  }

  function fruit (x, y, r, colour) {
    g.fillStyle = colour
    g.beginPath()
    g.arc(x, y, r, 0, Math.PI * 2)
    g.fill()
    g.fillStyle = 'rgba(255,255,255,0.35)'
    g.beginPath()
    g.arc(x - r / 3, y - r / 3, r / 3, 0, Math.PI * 2)
    g.fill()
    g.fillStyle = '#558b2f'
    g.beginPath()
    g.ellipse(x + r / 3, y - r, r / 2.5, r / 5, -0.5, 0, Math.PI * 2)
    g.fill()
  }

  function title (text, y, size, alpha, colour = '#bf360c') {
    g.globalAlpha = clamp(alpha)
    g.fillStyle = colour
    g.font = `bold ${size}px sans-serif`
    g.textAlign = 'center'
    g.fillText(text, W / 2, y)
    g.globalAlpha = 1
  }

  // Scene 1 (0-4 s): the name, bottles sliding in.
  function opening (t) {
    JUICES.forEach((j, i) => {
      const slide = bounce((t - i * 250) / 1200)
      bottle(120 + i * 100, H - 46, 1, j.juice, 1, j.label)
      g.globalAlpha = 1 - slide
      g.fillStyle = '#ffcc80'
      g.fillRect(70 + i * 100, 0, 100, H - 46)
      g.globalAlpha = 1
    })
    title('Juice Shop', 90, 58, t / 800)
    title('fresh from the press', 130, 24, (t - 900) / 800, '#5d4037')
  }

  // Scene 2 (4-8 s): fruit falls into a bottle that fills up.
  function pressing (t) {
    for (let i = 0; i < 9; i++) {
      const start = i * 330
      const fall = clamp((t - start) / 900)
      if (fall <= 0 || fall >= 1) continue
      const j = JUICES[i % JUICES.length]
      fruit(W / 2 + Math.sin(i * 2.1) * 40, -30 + fall * 230, 18, j.fruit)
    }
    bottle(W / 2, H - 46, 1.6, JUICES[0].juice, t / 3600, 'Orange')
    title('Pressed the same day', 60, 30, t / 600, '#5d4037')
  }

  // Scene 3 (8-12 s): a row of returnable bottles bounce along the counter.
  function delivery (t) {
    JUICES.forEach((j, i) => {
      const hop = Math.abs(Math.sin((t / 260) + i)) * 14
      const x = ((i * 130 + t / 9) % (W + 130)) - 65
      bottle(x, H - 46 - hop, 0.9, j.juice, 0.85, j.label)
    })
    title('Returnable glass', 70, 34, t / 600, '#5d4037')
    title('at your door before lunch', 108, 22, (t - 500) / 600, '#6d4c41')
  }

  // Scene 4 (12-16 s): the anniversary badge.
  function since (t) {
    const grow = bounce(t / 1100)
    g.save()
    g.translate(W / 2, H / 2 - 20)
    g.rotate(Math.sin(t / 700) * 0.05)
    g.scale(grow, grow)
    g.fillStyle = '#e65100'
    g.beginPath()
    for (let k = 0; k < 32; k++) {
      const r = k % 2 === 0 ? 112 : 98
      const a = (k / 32) * Math.PI * 2
      g.lineTo(Math.cos(a) * r, Math.sin(a) * r)
    }
    g.closePath()
    g.fill()
    g.fillStyle = '#fff3e0'
    g.textAlign = 'center'
    g.font = 'bold 22px sans-serif'
    g.fillText('pressing juice', 0, -18)
    g.font = 'bold 20px sans-serif'
    g.fillText('since', 0, 8)
    g.font = 'bold 44px sans-serif'
    g.fillText('2016', 0, 50)
    g.restore()
    fruit(110, H - 80, 26, JUICES[1].fruit)
    fruit(W - 110, H - 80, 26, JUICES[2].fruit)
  }

  // Scene 5 (16-20 s): the invitation.
  function closing (t) {
    JUICES.forEach((j, i) => bottle(140 + i * 90, H - 46, 0.8, j.juice, 1, ''))
    title('Juice Shop', 100, 56, t / 500)
    title('Find your favourite today', 148, 26, (t - 600) / 600, '#5d4037')
    g.globalAlpha = clamp((t - 1200) / 500)
    roundRect(W / 2 - 90, 172, 180, 44, 22)
    g.fillStyle = '#e65100'
    g.fill()
    title('Shop now', 202, 22, 1, '#fff')
    g.globalAlpha = 1
  }

  const SCENES = [opening, pressing, delivery, since, closing]
  function frame (t) {
    sky(t)
    const index = Math.min(SCENES.length - 1, Math.floor(t / 4000))
    const local = t - index * 4000
    SCENES[index](local)
    // Fade through white between scenes.
    const edge = Math.min(local, 4000 - local)
    if (edge < 250) {
      g.fillStyle = `rgba(255, 243, 224, ${1 - edge / 250})`
      g.fillRect(0, 0, W, H)
    }
  }

  return new Promise((resolve, reject) => {
    const stream = canvas.captureStream(25)
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 220_000 })
    const chunks = []
    recorder.ondataavailable = (event) => { if (event.data.size > 0) chunks.push(event.data) }
    recorder.onerror = (event) => reject(new Error(String(event.error)))
    recorder.onstop = async () => {
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
      let binary = ''
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      frame(2600)
      resolve({ video: btoa(binary), poster: canvas.toDataURL('image/jpeg', 0.85) })
    }
    const start = performance.now()
    frame(0)
    recorder.start(1000)
    const tick = () => {
      const t = performance.now() - start
      if (t >= durationMs) { frame(durationMs - 1); recorder.stop(); return }
      frame(t)
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'] })
try {
  const page = await browser.newPage()
  await page.setContent('<!doctype html><body style="margin:0;background:#000"></body>')
  const { video, poster: posterUrl } = await page.evaluate(film, DURATION_MS)
  mkdirSync(dirname(target), { recursive: true })
  const raw = resolve(tmpdir(), `promotion-${process.pid}.webm`)
  writeFileSync(raw, Buffer.from(video, 'base64'))
  const remux = spawnSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', raw, '-c', 'copy', target], { stdio: 'inherit' })
  if (remux.status !== 0) {
    console.warn('ffmpeg is missing or failed: the film is written as recorded, without its duration')
    writeFileSync(target, Buffer.from(video, 'base64'))
  }
  rmSync(raw, { force: true })
  writeFileSync(poster, Buffer.from(posterUrl.split(',')[1], 'base64'))
  console.log(`Wrote ${target} and its poster`)
} finally {
  await browser.close()
}
