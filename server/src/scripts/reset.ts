import fs from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../config.js'
import { createShop } from '../app.js'
import { projectRoot } from '../paths.js'

/** `npm run reset`: throws away every instance's data and seeds the default shop afresh. */
const config = loadConfig()
const dataDir = path.resolve(projectRoot, config.server.dataDir)
fs.rmSync(dataDir, { recursive: true, force: true })
const shop = createShop({ config })
shop.registry.get()
shop.close()
console.log(`Reset the shop data in ${dataDir}`)
