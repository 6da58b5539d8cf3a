// Writes the generated documents of the public /ftp folder (data/ftp): the encrypted support
// handover, the coupon archive and the egg. Run once after changing this script:
//   npx tsx server/scripts/make-ftp-files.ts
// The output is committed, so the shop never builds these at run time.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { BlobWriter, TextReader, ZipWriter } from '@zip.js/zip.js'
import { monthlyCode } from '../src/domain/checkout/coupons.js'

const ftp = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'data', 'ftp')

// The support desk's handover note, inside a ZIP with classic (ZipCrypto) encryption so that any
// archive tool opens it with the password from the whiteboard photo.
const handover = [
  'Support desk handover - Juice Shop',
  '==================================',
  '',
  'Hi Noor, welcome to the desk! Everything you need for your first week:',
  '',
  '- Shared support account: support@juice.shop.test',
  '- Password: Citrus!Desk#2024pulp',
  '  (it follows the desk policy: 12 to 30 characters, a capital, a digit and a symbol)',
  '- Ticket queue opens at 08:00, refund approvals up to 25 go through without a manager.',
  '- Never read a customer their own card number back, not even the last digits.',
  '',
  'Please change the password after your first login and tell the team on the whiteboard.',
  '-- Bastian',
  ''
].join('\n')

async function writeHandover () {
  const writer = new ZipWriter(new BlobWriter('application/zip'), { password: 'Lime-Ladder-48', zipCrypto: true })
  await writer.add('handover.txt', new TextReader(handover), { lastModDate: new Date('2024-05-02T09:30:00Z') })
  const blob = await writer.close()
  fs.writeFileSync(path.join(ftp, 'support-handover.zip'), Buffer.from(await blob.arrayBuffer()))
}

// Monthly codes exactly as the shop mints them (base32 of month, year and discount byte).
function writeCouponArchive () {
  const discounts = [10, 15, 10, 20, 10, 15, 25, 10, 15, 10, 20, 30]
  const rows = ['month,code,discount_percent,note']
  const notes = ['', 'black friday week', 'winter special', 'new year detox', '', 'spring launch', 'easter', '', 'summer kick-off', 'summer sale', '', 'autumn pressing']
  for (let i = 0; i < 12; i++) {
    const month = new Date(Date.UTC(2023, 9 + i, 15))
    rows.push(`${month.toISOString().slice(0, 7)},${monthlyCode(month, discounts[i])},${discounts[i]},${notes[i]}`)
  }
  fs.writeFileSync(path.join(ftp, 'coupon-archive.csv.bak'), rows.join('\n') + '\n')
}

// The egg: the hidden page's path, enciphered with Atbash (a<->z, b<->y, ...) and written as hex.
function writeEgg () {
  const atbash = (text: string): string => text.replace(/[a-z]/g, c => String.fromCharCode(219 - c.charCodeAt(0)))
  const hex = Buffer.from(atbash('/orchard/secrets/are/pressed/at/dawn'), 'ascii').toString('hex')
  fs.writeFileSync(path.join(ftp, 'pulp.egg'), (hex.match(/.{1,24}/g) ?? []).join('\n') + '\n')
}

await writeHandover()
writeCouponArchive()
writeEgg()
