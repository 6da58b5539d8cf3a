/*
 * Writes web/public/third-party-licenses.txt from the web app's dependencies as installed:
 * each package's name, version and licence. The web build runs it first (`prebuild`).
 *
 * Planted (typosquatFrontendChallenge): the QR code library is listed under an impostor's name.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const web = JSON.parse(fs.readFileSync(path.join(root, 'web/package.json'), 'utf8'))
const require = createRequire(path.join(root, 'web/package.json'))
const IMPOSTORS = { 'qrcode.react': 'qrcode.recat' }
const NOTES = { 'qrcode.react': 'QR codes of the crypto payment dialogs' }

/** The installed manifest of a package, found the way Node resolves it from the web workspace. */
function manifest (name) {
  for (const base of [path.join(root, 'web/node_modules'), path.join(root, 'node_modules')]) {
    const file = path.join(base, name, 'package.json')
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'))
  }
  return JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8'))
}

const lines = Object.keys(web.dependencies ?? {}).sort().map(name => {
  const pkg = manifest(name)
  const license = typeof pkg.license === 'string' ? pkg.license : 'see package'
  const note = NOTES[name] ? `  (${NOTES[name]})` : ''
  return `${IMPOSTORS[name] ?? name}@${pkg.version}  ${license}${note}`
})
const text = [
  'Juice shop web app: third-party software',
  '',
  'The shop in your browser is built with these open-source packages (name@version, licence).',
  '',
  ...lines,
  ''
].join('\n')
fs.writeFileSync(path.join(root, 'web/public/third-party-licenses.txt'), text)
