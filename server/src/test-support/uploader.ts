import { beforeAll } from 'vitest'
import type { TestShop } from './test-shop.js'

export interface Uploader {
  /** Sends one file to `POST /file-upload` as the complaint page does. */
  upload: (name: string, content: Buffer | string) => ReturnType<TestShop['api']['post']>
  /** The uploader's bearer token, for calls the page would make beside the upload. */
  token: () => string
  /** The uploader's e-mail and password, for a login of its own. */
  credentials: { email: string, password: string }
}

/** A customer registered before the test file's tests run, who uploads complaint files. */
export function uploaderOf (t: TestShop, local: string): Uploader {
  let token = ''
  const email = t.email(local)
  const password = 'Upload-Pass1'
  beforeAll(async () => {
    await t.api.post('/api/Users/').send({ email, password, passwordRepeat: password })
    token = (await t.login(email, password)).token
  })
  return {
    upload: (name, content) => t.api.post('/file-upload').set('Authorization', `Bearer ${token}`).attach('file', Buffer.from(content), name),
    token: () => token,
    credentials: { email, password }
  }
}
