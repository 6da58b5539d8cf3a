import path from 'node:path'
import { loadConfig } from '../config.js'
import { createShop } from '../app.js'
import { resetData } from '../instance/reset.js'
import { projectRoot } from '../paths.js'

/**
 * `npm run reset`: prints what it will delete, throws away every marked instance's data (see
 * instance/reset.ts) and seeds the default shop afresh. A refused data folder gets nothing, not even
 * a fresh shop, and the command fails.
 */
const config = loadConfig()
const dataDir = path.resolve(projectRoot, config.server.dataDir)
const { plan } = resetData(dataDir, { checkout: projectRoot, print: text => { console.log(text) } })
if (plan.refusal !== undefined) {
  process.exitCode = 1
} else if (config.classroom.enabled) {
  // A class has no default shop. The teams (classroom database) stay; each team's shop is seeded
  // afresh when the team next uses it.
  console.log(`Classroom mode: the teams in ${path.join(plan.dataDir, 'classroom')} keep their names and passcodes; each team's shop starts from the seed on its next request.`)
} else {
  const shop = createShop({ config })
  shop.registry.get()
  shop.close()
  console.log(`Seeded a fresh shop in ${plan.dataDir}`)
}
