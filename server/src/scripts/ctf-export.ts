import fs from 'node:fs'
import path from 'node:path'
import { loadCatalogue } from '../challenges/catalogue.js'
import { ctfdRows, toCsv } from './ctfd-csv.js'

/**
 * `npm run ctf:export [file]`: writes every challenge as a CTFd import CSV (default
 * ctfd-challenges.csv in the folder the command was started from). The flags are derived from
 * CTF_KEY, so the shop must run with the same key (docs/ctf.md).
 */
function main (): void {
  const flagKey = process.env.CTF_KEY
  if (!flagKey) {
    console.error('CTF_KEY is not set. Flags are derived from it, so set the key the shop runs with, e.g.\n' +
      '  CTF_KEY=<secret> npm run ctf:export\n  NODE_ENV=ctf CTF_KEY=<secret> npm start')
    process.exit(1)
  }
  // npm runs scripts from the project root; INIT_CWD is where the trainer typed the command.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? 'ctfd-challenges.csv')
  const rows = ctfdRows(loadCatalogue(), flagKey)
  fs.writeFileSync(file, toCsv(rows), 'utf8')
  console.log(`Wrote ${rows.length} challenges for CTFd to ${file}`)
}

main()
