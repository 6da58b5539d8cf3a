import { generateKeyPairSync, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export interface InstanceSecrets {
  jwtPrivateKey: string
  jwtPublicKey: string
  /** HMAC key for security answers. */
  answerKey: string
  /** Signs the find-it and fix-it progress codes, so only this instance can issue them. */
  progressKey: string
}

/** Files of the keys folder that a reset keeps: codes in players' backups stay valid afterwards. */
export const LASTING_KEY_FILES: readonly string[] = ['progress.key']

function randomKeyFile (file: string): string {
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  return fs.readFileSync(file, 'utf8').trim()
}

/**
 * Writes a new instance's keys folder from a ready RSA pair (see instance/spare-keys.ts): the cheap
 * random secrets are made fresh here, so no two instances share one.
 */
export function writeNewSecrets (folder: string, pair: { privateKey: string, publicKey: string }): InstanceSecrets {
  fs.mkdirSync(folder, { recursive: true })
  fs.writeFileSync(path.join(folder, 'jwt.key'), pair.privateKey, { mode: 0o600 })
  fs.writeFileSync(path.join(folder, 'jwt.pub'), pair.publicKey)
  return loadOrCreateSecrets(folder)
}

/** Loads the instance's signing keys, creating them on first start so tokens survive restarts. */
export function loadOrCreateSecrets (folder: string): InstanceSecrets {
  fs.mkdirSync(folder, { recursive: true })
  const privatePath = path.join(folder, 'jwt.key')
  const publicPath = path.join(folder, 'jwt.pub')
  const answerPath = path.join(folder, 'answers.key')
  if (!fs.existsSync(privatePath) || !fs.existsSync(publicPath)) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' }
    })
    fs.writeFileSync(privatePath, privateKey, { mode: 0o600 })
    fs.writeFileSync(publicPath, publicKey)
  }
  return {
    jwtPrivateKey: fs.readFileSync(privatePath, 'utf8'),
    jwtPublicKey: fs.readFileSync(publicPath, 'utf8'),
    answerKey: randomKeyFile(answerPath),
    progressKey: randomKeyFile(path.join(folder, 'progress.key'))
  }
}
