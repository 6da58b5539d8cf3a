import path from 'node:path'
import { loadConfig } from '../config.js'
import { createShop } from '../app.js'
import { resetData } from '../instance/reset.js'
import { projectRoot } from '../paths.js'

/** `npm run reset`: throws away every instance's data (see instance/reset.ts) and seeds the default shop afresh. */
const config = loadConfig()
const dataDir = path.resolve(projectRoot, config.server.dataDir)
const { instances } = resetData(dataDir)
const shop = createShop({ config })
shop.registry.get()
shop.close()
console.log(`Reset ${instances.length === 0 ? 'no earlier shop data' : `the shop data of ${instances.join(', ')}`} in ${dataDir}`)
