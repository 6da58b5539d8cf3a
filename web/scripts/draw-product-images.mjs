// Draws one flat SVG illustration per product in data/products.yml into
// web/public/assets/public/images/products/. Dependency-free and deterministic: the same
// catalogue always produces byte-identical files. Artwork is built from simple shapes here.
// Usage (from the repository root): node web/scripts/draw-product-images.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const catalogue = resolve(here, '../../data/products.yml')
const outDir = resolve(here, '../public/assets/public/images/products')

// ---------------------------------------------------------------- catalogue reader

/** Unquotes a plain, 'single' ('' escapes) or "double" quoted YAML scalar. */
function scalar (raw) {
  const v = raw.trim()
  if (v.startsWith("'") && v.endsWith("'")) return v.slice(1, -1).replace(/''/g, "'")
  if (v.startsWith('"') && v.endsWith('"')) return v.slice(1, -1).replace(/\\"/g, '"')
  return v.replace(/\s+#.*$/, '')
}

/** Line-based reader: each "- " starts a record; collects its name and image. */
function readProducts (text) {
  const records = []
  let current = null
  for (const line of text.split(/\r?\n/)) {
    if (/^-\s/.test(line)) { current = {}; records.push(current) }
    const m = /^(?:-\s+|\s+)(name|image):\s*(.*)$/.exec(line)
    if (m && current) current[m[1]] = scalar(m[2])
  }
  // Photographs (the keychain's JPEG) come from draw-memory-images.mjs.
  return records.filter(r => r.name && r.image && r.image.endsWith('.svg'))
}

// ---------------------------------------------------------------- helpers

const n = x => Math.round(x * 10) / 10
const g = (x, y, body, extra = '') => `<g transform="translate(${x} ${y})${extra}">${body}</g>`
const ring = (count, radius, fn) => Array.from({ length: count }, (_, i) => {
  const a = (i / count) * Math.PI * 2
  return fn(n(Math.cos(a) * radius), n(Math.sin(a) * radius), Math.round((a * 180) / Math.PI))
}).join('')
const leaf = (x, y, rot, fill = '#52b788', s = 1) =>
  `<path transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" d="M0 0Q10-14 26 0Q10 14 0 0Z" fill="${fill}"/>`
const shine = (x, y, rx, ry, rot = -30) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(${rot} ${x} ${y})" fill="#fff" opacity=".45"/>`

// ---------------------------------------------------------------- fruit (drawn around 0,0, ~40px radius)

const citrus = (rind, pith, flesh) =>
  `<circle r="40" fill="${rind}"/><circle r="35" fill="${pith}"/><circle r="31" fill="${flesh}"/>` +
  ring(8, 31, (x, y) => `<path d="M0 0L${x} ${y}" stroke="${pith}" stroke-width="3"/>`) +
  `<circle r="5" fill="${pith}"/>`

const fruit = {
  orange: () => citrus('#f77f00', '#ffe8c2', '#ffa62b') + leaf(22, -34, -40),
  blood: () => citrus('#f3722c', '#ffe3d3', '#c9184a') + leaf(22, -34, -40),
  grapefruit: () => citrus('#ffb86b', '#fff0e6', '#ff6b81'),
  lemon: () => '<g transform="rotate(-18)"><path d="M-50 0Q-44-4-40-12Q-26-36 0-36Q26-36 40-12Q44-4 50 0Q44 4 40 12Q26 36 0 36Q-26 36-40 12Q-44 4-50 0Z" fill="#ffd60a"/>' +
    shine(-14, -18, 14, 5, 0) + '</g>' + leaf(-8, -34, -50, '#52b788', 1.2),
  apple: (c = '#8ac926') => `<path d="M0-26C12-38 42-34 40 2C38 32 16 44 0 34C-16 44-38 32-40 2C-42-34-12-38 0-26Z" fill="${c}"/>` +
    '<path d="M0-26Q2-38 8-46" stroke="#6b4226" stroke-width="4" fill="none" stroke-linecap="round"/>' +
    leaf(6, -38, -30) + shine(-20, -8, 6, 12, 20),
  mango: () => '<g transform="rotate(-25)"><ellipse rx="44" ry="32" fill="#ffc93c"/>' +
    '<path d="M-44 0A44 32 0 0 1 16-30Q-16-6-44 0Z" fill="#ff7b54" opacity=".75"/>' +
    '<path d="M40-12Q48-20 46-26" stroke="#6b4226" stroke-width="4" fill="none"/></g>' + leaf(36, -32, -20) + shine(-8, 12, 14, 5, -25),
  carrot: () => '<g transform="rotate(30)"><path d="M-16-32Q0-38 16-32Q14-8 2 40Q0 44-2 40Q-14-8-16-32Z" fill="#fb8500"/>' +
    '<path d="M-10-14h8M2 0h9M-8 14h7M0 26h5" stroke="#d96c00" stroke-width="3" stroke-linecap="round"/>' +
    '<path d="M0-34Q-10-50-18-58M0-34Q0-52 2-62M0-34Q10-50 18-56" stroke="#52b788" stroke-width="6" stroke-linecap="round" fill="none"/></g>',
  beet: () => '<path d="M-4-22Q-18-46-26-52M0-22Q2-46 6-58M4-22Q18-42 28-46" stroke="#40916c" stroke-width="8" stroke-linecap="round" fill="none"/>' +
    '<path d="M-34 2Q-34-26 0-26Q34-26 34 2Q32 30 0 36Q-32 30-34 2Z" fill="#9d0a4f"/>' +
    '<path d="M0 34Q4 46 14 54" stroke="#9d0a4f" stroke-width="4" fill="none" stroke-linecap="round"/>' + shine(-16, -8, 6, 12, 25),
  pineapple: () => '<path d="M0-30L-20-62L-6-40L0-70L6-40L20-62Z" fill="#2d6a4f"/>' +
    '<clipPath id="p"><ellipse cy="10" rx="28" ry="38"/></clipPath><ellipse cy="10" rx="28" ry="38" fill="#ffc300"/>' +
    '<g clip-path="url(#p)" stroke="#e09f00" stroke-width="3">' +
    [-60, -40, -20, 0, 20, 40, 60].map(o => `<path d="M${o - 40} -30L${o + 40} 50M${o + 40} -30L${o - 40} 50"/>`).join('') + '</g>',
  watermelon: () => '<g transform="rotate(-12)"><path d="M-46-6A46 46 0 0 0 46-6Z" fill="#2d6a4f"/><path d="M-41-6A41 41 0 0 0 41-6Z" fill="#e9f5db"/>' +
    '<path d="M-37-6A37 37 0 0 0 37-6Z" fill="#ff4d6d"/>' +
    [[-18, 6], [0, 12], [18, 6], [-8, 22], [10, 22]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="2.5" ry="4" fill="#2b2d42"/>`).join('') + '</g>',
  kiwi: () => '<circle r="40" fill="#8d6e3f"/><circle r="36" fill="#8cc63f"/>' +
    ring(16, 26, (x, y) => `<path d="M0 0L${x} ${y}" stroke="#b5e48c" stroke-width="2"/>`) +
    '<circle r="12" fill="#f1f7d2"/>' + ring(12, 17, (x, y, a) => `<ellipse cx="${x}" cy="${y}" rx="3" ry="1.6" transform="rotate(${a} ${x} ${y})" fill="#2b2d42"/>`),
  berry: () => [[-16, 8], [-6, -4], [-24, -6], [-10, 18], [-28, 20], [-2, 8]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="#d62850"/>`).join('') +
    [[22, 6, 16], [10, 30, 13]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#3d5a98"/><circle cx="${x}" cy="${y - r + 5}" r="3" fill="#26355e"/>`).join('') +
    leaf(-16, -14, -110) + shine(16, 0, 3, 6, 30),
  banana: () => '<path d="M-44-24Q-36 38 40 26Q46 20 42 14Q-14 22-30-26Z" fill="#ffd23f"/><path d="M-44-24L-38-34L-30-26Z" fill="#6b4226"/>' +
    '<path d="M-34-8Q-20 18 20 20" stroke="#f2b705" stroke-width="3" fill="none"/><circle cx="43" cy="20" r="3" fill="#6b4226"/>',
  greens: () => leaf(-4, 36, -100, '#2d6a4f', 2.9) + '<path d="M-4 36L-12-38" stroke="#b7e4c7" stroke-width="3"/>' +
    leaf(0, 36, -50, '#52b788', 2.3) + '<path d="M0 36L40-10" stroke="#b7e4c7" stroke-width="3"/>',
  passion: () => '<circle r="38" fill="#5a189a"/><circle r="33" fill="#fff3d6"/><circle r="29" fill="#ffb627"/>' +
    [[0, 0], [12, -8], [-12, -10], [-14, 8], [10, 12], [0, -20], [-2, 20], [20, 4], [-22, -2]].map(([x, y]) =>
      `<circle cx="${x}" cy="${y}" r="4.5" fill="#ffd97a"/><circle cx="${x}" cy="${y}" r="2.2" fill="#3c2a21"/>`).join(''),
  cherry: () => '<path d="M-14 16Q-6-14 10-36M16 20Q14-10 10-36" stroke="#6b4226" stroke-width="3.5" fill="none" stroke-linecap="round"/>' +
    leaf(10, -36, -20) + '<circle cx="-14" cy="22" r="18" fill="#c1121f"/><circle cx="16" cy="26" r="18" fill="#a4161a"/>' +
    shine(-20, 16, 4, 7, 20) + shine(10, 20, 4, 7, 20),
  pomegranate: () => '<path d="M-12-30L-10-44L-4-36L0-46L4-36L10-44L12-30Z" fill="#9b0d18"/><circle cy="4" r="36" fill="#c1121f"/>' +
    shine(-16, -8, 7, 14, 25) + [[34, 34], [44, 22], [26, 44]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="5" ry="6" fill="#e5383b"/>`).join(''),
  cucumber: () => '<circle r="38" fill="#2d6a4f"/><circle r="34" fill="#b7e4a0"/><circle r="20" fill="#e3f5d4"/>' +
    ring(8, 12, (x, y, a) => `<ellipse cx="${x}" cy="${y}" rx="4" ry="2" transform="rotate(${a} ${x} ${y})" fill="#c2dfa8"/>`) +
    leaf(20, -30, -60, '#40916c', 1.3),
  peach: () => '<circle cy="4" r="36" fill="#ffb07c"/><path d="M-4-30A36 36 0 0 1 30 24Q10 10-4-30Z" fill="#ff7b6b" opacity=".7"/>' +
    '<path d="M-2-30Q-14 0 0 38" stroke="#f08a5d" stroke-width="3" fill="none"/><path d="M-2-30L0-42" stroke="#6b4226" stroke-width="4"/>' +
    leaf(0, -40, -20) + shine(-18, -10, 5, 10, 25),
  strawberry: () => '<path d="M0 40C-30 24-40-8-30-22C-20-34 20-34 30-22C40-8 30 24 0 40Z" fill="#e63946"/>' +
    [[-16, -12], [0, -16], [16, -12], [-20, 4], [-4, 0], [12, 2], [-10, 16], [6, 18], [-2, 30], [22, 0]].map(([x, y]) =>
      `<ellipse cx="${x}" cy="${y}" rx="1.6" ry="2.6" fill="#ffe066"/>`).join('') +
    '<path d="M0-24L-24-32L-10-28L-14-40L0-30L14-40L10-28L24-32Z" fill="#40916c"/>',
  lychee: () => '<circle cx="12" cy="-4" r="30" fill="#e5383b"/>' +
    ring(10, 19, (x, y) => `<circle cx="${n(x + 12)}" cy="${n(y - 4)}" r="4.5" fill="#c9184a"/>`) + '<circle cx="12" cy="-4" r="5" fill="#c9184a"/>' +
    '<path d="M12-34L16-44" stroke="#6b4226" stroke-width="4" stroke-linecap="round"/>' +
    '<circle cx="-22" cy="22" r="24" fill="#fffaf3" stroke="#e8d5c4" stroke-width="3"/>' +
    '<ellipse cx="-18" cy="26" rx="9" ry="12" fill="#f1e2d3"/>' + shine(-32, 12, 5, 9, 20),
  coconut: () => '<circle r="40" fill="#7f5539"/><circle r="34" fill="#fffdf7"/><circle r="27" fill="#f4ede2"/>' +
    ring(10, 37, (x, y, a) => `<path d="M${x} ${y}l3 3" stroke="#9c6644" stroke-width="2" transform="rotate(10 ${x} ${y})"/>`),
  elderflower: () => '<path d="M0 46Q2 20 0 10M0 10L-28-4M0 10L28-4M0 10L-12-18M0 10L12-18" stroke="#52b788" stroke-width="3" fill="none"/>' +
    leaf(0, 36, 200, '#40916c', 1.3) + leaf(0, 30, -20, '#52b788', 1.1) +
    [[-34, -6], [-22, -16], [-8, -24], [8, -24], [22, -16], [34, -6], [-20, -2], [0, -10], [20, -2], [-10, 4], [10, 4]].map(([x, y]) =>
      `<circle cx="${x}" cy="${y}" r="8" fill="#fffbe6" stroke="#e8d98a" stroke-width="1.5"/><circle cx="${x}" cy="${y}" r="2.5" fill="#f2c94c"/>`).join('')
}

// ---------------------------------------------------------------- vessels (liquid colour c)

const glassBody = 'fill="#fff" fill-opacity=".55" stroke="#c9d6df" stroke-width="3"'
const straw = (x1, y1, x2, y2, col = '#ff5d73', w = 8) =>
  `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${col}" stroke-width="${w}" stroke-linecap="round"/>`

const vessel = {
  tumbler: c => straw(140, 240, 172, 46) +
    '<path d="M78 78H182L170 248Q169 258 158 258H102Q91 258 90 248Z" ' + glassBody + '/>' +
    `<path d="M81 104H179L168 246Q167 254 158 254H102Q93 254 92 246Z" fill="${c}"/>` +
    '<path d="M94 114L103 238" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".45"/>',
  iced: c => '<path d="M78 78H182L170 248Q169 258 158 258H102Q91 258 90 248Z" ' + glassBody + '/>' +
    `<path d="M81 104H179L168 246Q167 254 158 254H102Q93 254 92 246Z" fill="${c}"/>` +
    [[96, 108, -12], [134, 114, 10], [112, 146, 6]].map(([x, y, r]) =>
      `<rect x="${x}" y="${y}" width="30" height="28" rx="6" transform="rotate(${r} ${x + 15} ${y + 14})" fill="#fff" opacity=".5"/>`).join('') +
    '<path d="M94 190L100 238" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".45"/>',
  smoothie: c => straw(146, 200, 176, 40, '#ffd166', 12) +
    '<path d="M84 70H176Q182 150 164 252Q162 258 154 258H106Q98 258 96 252Q78 150 84 70Z" ' + glassBody + '/>' +
    `<path d="M88 92H172Q176 150 160 250Q159 254 154 254H106Q101 254 100 250Q84 150 88 92Z" fill="${c}"/>` +
    `<ellipse cx="130" cy="92" rx="42" ry="8" fill="#fff" opacity=".35"/>` +
    '<path d="M100 110Q96 170 106 236" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" opacity=".4"/>',
  bottle: (c, accent = c) => '<rect x="112" y="46" width="36" height="24" rx="5" fill="#2d3a2b"/>' +
    '<path d="M116 70H144V94Q170 106 170 132V244Q170 258 156 258H104Q90 258 90 244V132Q90 106 116 94Z" ' + glassBody + '/>' +
    `<path d="M94 124Q96 110 118 100H142Q164 110 166 124V244Q166 254 156 254H104Q94 254 94 244Z" fill="${c}"/>` +
    '<rect x="94" y="158" width="72" height="54" fill="#fff" opacity=".9"/><circle cx="130" cy="185" r="14" fill="' + accent + '"/>' +
    '<path d="M102 124V146M102 222V242" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".45"/>',
  flute: c => '<ellipse cx="130" cy="252" rx="38" ry="7" fill="#dfe7ec"/><rect x="126" y="170" width="8" height="82" fill="#dfe7ec"/>' +
    '<path d="M84 62H176Q176 168 130 172Q84 168 84 62Z" ' + glassBody + '/>' +
    `<path d="M87 92H173Q170 164 130 168Q90 164 87 92Z" fill="${c}"/>` +
    [[112, 140, 4], [128, 118, 3], [146, 146, 3.5], [140, 104, 2.5], [118, 108, 2.5], [132, 154, 2.5]].map(([x, y, r]) =>
      `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".8"/>`).join('') +
    '<path d="M96 100Q98 140 114 158" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity=".45"/>'
}

// ---------------------------------------------------------------- drinks: keyword -> look

// Order matters: the first keyword found in the lower-cased name wins.
const drinks = [
  ['blood orange', { juice: '#e63946', tint: '#ffe3e0', fruit: 'blood' }],
  ['grapefruit', { juice: '#ff8fa3', tint: '#ffe8ec', fruit: 'grapefruit' }],
  ['passion', { juice: '#ffa62b', tint: '#f1e6fb', fruit: 'passion' }],
  ['pineapple', { juice: '#ffd23f', tint: '#fff6d1', fruit: 'pineapple', scale: 1.15 }],
  ['watermelon', { juice: '#ff6b81', tint: '#ffe5e9', fruit: 'watermelon' }],
  ['strawberry', { juice: '#ff4d6d', tint: '#ffe3e8', fruit: 'strawberry' }],
  ['apple', { juice: '#b5e48c', tint: '#eefbe0', fruit: 'apple' }],
  ['mango', { juice: '#ffb703', tint: '#fff1d0', fruit: 'mango' }],
  ['carrot', { juice: '#fb8500', tint: '#ffeadb', fruit: 'carrot' }],
  ['beet', { juice: '#9d0a4f', tint: '#f9e0ec', fruit: 'beet' }],
  ['lemon', { juice: '#fff08a', tint: '#fffad6', fruit: 'lemon' }],
  ['kiwi', { juice: '#9ccc4f', tint: '#eef8e0', fruit: 'kiwi' }],
  ['berry', { juice: '#7b2d6f', tint: '#f3e4f1', fruit: 'berry' }],
  ['banana', { juice: '#ffe8a3', tint: '#fff6da', fruit: 'banana' }],
  ['cherry', { juice: '#b5172f', tint: '#fde2e4', fruit: 'cherry' }],
  ['pomegranate', { juice: '#c1121f', tint: '#fde0e0', fruit: 'pomegranate' }],
  ['cucumber', { juice: '#c5e8b7', tint: '#e6f5df', fruit: 'cucumber' }],
  ['peach', { juice: '#f4a259', tint: '#ffeede', fruit: 'peach' }],
  ['lychee', { juice: '#ffccd8', tint: '#ffeef2', fruit: 'lychee' }],
  ['coconut', { juice: '#d9eef5', tint: '#f0e6da', fruit: 'coconut', accent: '#9c6644' }],
  ['elderflower', { juice: '#f4efb8', tint: '#f1f7e3', fruit: 'elderflower', scale: 1.25 }],
  ['green', { juice: '#6ab04c', tint: '#e5f4dc', fruit: 'greens' }],
  ['spinach', { juice: '#6ab04c', tint: '#e5f4dc', fruit: 'greens' }],
  ['orange', { juice: '#ffa62b', tint: '#fff0db', fruit: 'orange' }]
]
const fallbackDrink = { juice: '#ffa62b', tint: '#fff0db', fruit: 'orange' }

function vesselFor (name) {
  if (/smoothie/.test(name)) return 'smoothie'
  if (/sparkler|spritz/.test(name)) return 'flute'
  if (/iced|tea/.test(name)) return 'iced'
  if (/cooler|refresher|classic|power|bold/.test(name)) return 'bottle'
  return 'tumbler'
}

const frame = (tint, body) =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300">' +
  `<circle cx="150" cy="150" r="132" fill="${tint}"/><ellipse cx="150" cy="262" rx="100" ry="9" fill="#000" opacity=".07"/>` +
  body + '</svg>\n'

function drawDrink (name) {
  const look = drinks.find(([k]) => name.includes(k))?.[1] ?? fallbackDrink
  return frame(look.tint, vessel[vesselFor(name)](look.juice, look.accent) + g(212, 214, fruit[look.fruit](), look.scale ? ` scale(${look.scale})` : ''))
}

// ---------------------------------------------------------------- merchandise

const box = (x, y, w, h, c, dark) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${c}"/>` +
  `<rect x="${x - 8}" y="${y - 26}" width="${w + 16}" height="30" rx="4" fill="${dark}"/>`
const miniGlass = (x, y, s, c = '#fff') => g(x, y, `<path d="M-15-20H15L11 20H-11Z" fill="${c}"/><path d="M4-20L12-34" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`, ` scale(${s})`)

const stickers = [['orange', 116, 96], ['apple', 186, 96], ['banana', 116, 158], ['cherry', 186, 158], ['lemon', 116, 218], ['watermelon', 186, 222]]

const merch = [
  [/\bmug\b/, () => frame('#fff0dc',
    '<path d="M112 70Q102 56 112 44M140 70Q130 56 140 44M168 70Q158 56 168 44" stroke="#e4c9a8" stroke-width="6" fill="none" stroke-linecap="round"/>' +
    '<path d="M188 120H212Q236 120 236 150V170Q236 200 206 204H188" stroke="#e86a10" stroke-width="16" fill="none"/>' +
    '<path d="M80 86H196V226Q196 254 168 254H108Q80 254 80 226Z" fill="#ff7a1a"/><rect x="80" y="86" width="116" height="12" fill="#e86a10"/>' +
    miniGlass(138, 176, 1.4) + '<path d="M92 110V220" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".3"/>')],
  [/\bt-?shirt\b/, () => frame('#fff0dc',
    '<path d="M112 58L128 52Q150 72 172 52L188 58L244 94L222 136L200 124V252H100V124L78 136L56 94Z" fill="#ff8c1a"/>' +
    '<path d="M128 52Q150 72 172 52" stroke="#e0700a" stroke-width="8" fill="none"/>' + g(150, 140, citrus('#fff', '#ff8c1a', '#fff'), ' scale(.55)'))],
  [/\bhoodie\b/, () => frame('#e4eee0',
    '<path d="M104 70Q150 20 196 70L236 96Q250 180 244 238L214 240L206 150V254H94V150L86 240L56 238Q50 180 64 96Z" fill="#3a5a40"/>' +
    '<path d="M116 74Q150 40 184 74Q150 100 116 74Z" fill="#2c4632"/><path d="M138 92V124M162 92V124" stroke="#e9f5db" stroke-width="3" stroke-linecap="round"/>' +
    '<path d="M112 204H188L180 240H120Z" fill="#2c4632"/>' + g(150, 160, citrus('#ffa62b', '#3a5a40', '#ffa62b'), ' scale(.5)'))],
  [/\bstickers?\b/, () => frame('#e8eefc',
    '<g transform="rotate(-6 150 150)"><rect x="76" y="52" width="150" height="200" rx="10" fill="#000" opacity=".08" transform="translate(5 6)"/>' +
    '<rect x="76" y="52" width="150" height="200" rx="10" fill="#fff"/>' +
    '<g fill="none" stroke="#cfd8e3" stroke-width="1.5" stroke-dasharray="4 3">' + stickers.map(([, x, y]) => `<circle cx="${x}" cy="${y}" r="27"/>`).join('') + '</g>' +
    stickers.map(([f, x, y]) => g(x, y, fruit[f](), ' scale(.5)')).join('') + '</g>')],
  [/\bblender\b|smoothie maker/, () => frame('#fde4ec',
    '<rect x="102" y="40" width="96" height="22" rx="8" fill="#37474f"/>' +
    '<path d="M98 62H202L188 190H112Z" fill="#fff" fill-opacity=".55" stroke="#c9d6df" stroke-width="3"/>' +
    '<path d="M103 104H197L186 186H114Z" fill="#f06292"/><path d="M202 80H222Q230 80 230 88V150Q230 158 222 158H196" stroke="#c9d6df" stroke-width="8" fill="none"/>' +
    '<path d="M112 110L118 176" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".45"/>' +
    '<path d="M96 190H204L214 252H86Z" fill="#37474f"/><circle cx="150" cy="222" r="14" fill="#eceff1"/><path d="M150 222L158 214" stroke="#37474f" stroke-width="4" stroke-linecap="round"/>' +
    '<circle cx="110" cy="236" r="5" fill="#ff7a1a"/><circle cx="190" cy="236" r="5" fill="#8bc34a"/>')],
  [/\bkey ?chain\b/, () => frame('#fff0db',
    '<circle cx="150" cy="66" r="28" fill="none" stroke="#9aa5b1" stroke-width="7"/>' +
    '<path d="M150 94V124" stroke="#9aa5b1" stroke-width="5" stroke-dasharray="8 4"/><circle cx="150" cy="132" r="7" fill="none" stroke="#9aa5b1" stroke-width="4"/>' +
    g(150, 196, citrus('#f77f00', '#ffe8c2', '#ffa62b') + '<circle cy="-34" r="4" fill="#ffe8c2"/>', ' scale(1.4)'))],
  [/\bbottle\b/, () => frame('#e2f3f9',
    '<rect x="118" y="34" width="44" height="34" rx="6" fill="#c8a16a"/><path d="M118 44H162M118 54H162" stroke="#a9844f" stroke-width="2"/>' +
    '<path d="M122 68H158V86Q184 100 184 128V242Q184 258 168 258H112Q96 258 96 242V128Q96 100 122 86Z" fill="#fff" fill-opacity=".55" stroke="#b6d3de" stroke-width="3"/>' +
    '<path d="M100 150Q140 140 180 150V242Q180 254 168 254H112Q100 254 100 242Z" fill="#bde4f4"/>' +
    '<path d="M110 118V234" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".6"/><rect x="96" y="176" width="88" height="30" fill="#8bc34a" opacity=".85"/>')],
  [/\btote\b/, () => frame('#f4eee2',
    '<path d="M104 112V88Q104 40 150 40Q196 40 196 88V112" stroke="#bfa676" stroke-width="9" fill="none"/>' +
    '<path d="M114 112V94Q114 54 150 54Q186 54 186 94V112" stroke="#d8c396" stroke-width="9" fill="none"/>' +
    '<path d="M78 104H222L232 254H68Z" fill="#ead9b5"/><path d="M78 104H222L223 116H77Z" fill="#ddc89c"/>' +
    g(150, 184, citrus('#f77f00', '#ead9b5', '#ffa62b') + leaf(22, -34, -40), ' scale(1.05)'))],
  [/\bstraws?\b/, () => frame('#eef4e0',
    [[-20, 14], [-10, 4], [0, 0], [10, 6], [20, 16]].map(([r, d]) => `<g transform="rotate(${r} 150 250)"><rect x="143" y="${44 + d}" width="14" height="${204 - d}" rx="6" fill="#cbb26a"/>` +
      `<path d="M143 ${96 + d}h14M143 ${150 + d}h14" stroke="#a88f46" stroke-width="3"/></g>`).join('') +
    '<path d="M96 150H204V240Q204 258 186 258H114Q96 258 96 240Z" fill="#fff" fill-opacity=".7" stroke="#c9d6df" stroke-width="3"/>' +
    '<rect x="96" y="186" width="108" height="14" fill="#9c6644"/><path d="M150 193L140 222M150 193L162 220" stroke="#9c6644" stroke-width="5" stroke-linecap="round"/>' +
    '<path d="M108 162V176M108 212V242" stroke="#fff" stroke-width="7" stroke-linecap="round"/>')],
  [/\bgift\b/, () => frame('#e2f5ea',
    box(82, 130, 136, 120, '#52b788', '#40916c') + '<rect x="140" y="104" width="20" height="146" fill="#ff8c1a"/>' +
    '<path d="M150 104Q112 64 108 92Q106 110 150 104Q188 64 192 92Q194 110 150 104Z" fill="#ff8c1a" stroke="#e0700a" stroke-width="4"/>' +
    '<circle cx="150" cy="104" r="8" fill="#e0700a"/><path d="M82 150H218" stroke="#2d6a4f" stroke-width="2" opacity=".3"/>')],
  [/\bhoney\b/, () => frame('#fff3d1',
    '<path d="M92 96H208V232Q208 256 184 256H116Q92 256 92 232Z" fill="#f4a300"/><rect x="88" y="78" width="124" height="24" rx="6" fill="#d9480f"/>' +
    '<path d="M80 84Q150 60 220 84L212 118Q150 104 88 118Z" fill="#fff" opacity=".95"/><path d="M88 118Q150 104 212 118" stroke="#d9480f" stroke-width="4" stroke-dasharray="8 6" fill="none"/>' +
    '<path d="M92 132Q100 150 110 134Q120 156 130 132" fill="#ffc43d"/><rect x="112" y="164" width="76" height="56" rx="8" fill="#fff3d1"/>' +
    g(150, 192, '<path d="M0-16L14-8V8L0 16L-14 8V-8Z" fill="#f4a300"/>') + '<path d="M104 148V230" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".35"/>')],
  [/\bmystery\b/, () => frame('#efe4fb',
    box(86, 136, 128, 114, '#7b2cbf', '#5a189a') + '<rect x="142" y="110" width="16" height="140" fill="#ffd23f"/>' +
    '<path d="M118 182Q118 160 140 160Q160 160 160 176Q160 188 148 192Q142 195 142 204" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round" transform="translate(-32 0)"/>' +
    '<circle cx="110" cy="226" r="5.5" fill="#fff"/>' +
    [[70, 84, 1], [230, 70, 1.3], [236, 180, .8], [190, 52, .7]].map(([x, y, s]) =>
      g(x, y, '<path d="M0-14Q2-2 14 0Q2 2 0 14Q-2 2-14 0Q-2-2 0-14Z" fill="#ffd23f"/>', ` scale(${s})`)).join(''))],
  [/\bsecret\b/, () => frame('#e4e2ee',
    '<rect x="130" y="30" width="40" height="30" rx="4" fill="#2b2d42"/><path d="M128 60H172V72H128Z" fill="#9d0208"/><circle cx="150" cy="72" r="10" fill="#9d0208"/>' +
    '<path d="M132 72H168V96Q200 112 200 144V240Q200 258 182 258H118Q100 258 100 240V144Q100 112 132 96Z" fill="#1b1b2f"/>' +
    '<path d="M104 150Q150 138 196 150V240Q196 254 182 254H118Q104 254 104 240Z" fill="#3c1642"/>' +
    '<rect x="112" y="166" width="76" height="60" rx="6" fill="#2b2d42" stroke="#d4a373" stroke-width="3"/>' +
    '<circle cx="150" cy="188" r="9" fill="#d4a373"/><path d="M146 194H154L157 212H143Z" fill="#d4a373"/>' +
    '<path d="M114 112Q106 140 108 236" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity=".18"/>' +
    [[228, 78], [72, 96], [236, 196]].map(([x, y]) => g(x, y, '<path d="M0-10Q1-1 10 0Q1 1 0 10Q-1 1-10 0Q-1-1 0-10Z" fill="#d4a373"/>')).join(''))]
]

function draw (rawName) {
  const name = rawName.toLowerCase()
  const item = merch.find(([k]) => k.test(name))
  return item ? item[1]() : drawDrink(name)
}

// ---------------------------------------------------------------- main

mkdirSync(outDir, { recursive: true })
const written = new Set()
for (const { name, image } of readProducts(readFileSync(catalogue, 'utf8'))) {
  if (!/^[a-z0-9][a-z0-9._-]*\.svg$/i.test(image)) { console.warn(`skipped ${name}: unexpected image name ${image}`); continue }
  if (written.has(image)) continue
  written.add(image)
  const svg = draw(name)
  writeFileSync(resolve(outDir, image), svg)
  console.log(`${image.padEnd(36)} ${String(Buffer.byteLength(svg)).padStart(5)} B  ${name}`)
}
console.log(`${written.size} images in ${outDir}`)
