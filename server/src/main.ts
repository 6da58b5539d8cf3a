import { createShop } from './app.js'
import { loadConfig, ConfigError, trainerPasswordFrom } from './config.js'
import { clusterSettingsFrom, connectCluster } from './cluster/cluster.js'

async function main (): Promise<void> {
  let config
  let trainerPassword
  let clusterSettings
  try {
    config = loadConfig()
    trainerPassword = trainerPasswordFrom(process.env, config)
    clusterSettings = clusterSettingsFrom(process.env, config.classroom.enabled)
  } catch (error) {
    if (error instanceof ConfigError) { console.error(error.message); process.exit(1) }
    throw error
  }
  // Only a replica loads the Redis client: a single process starts and weighs as before.
  const log = (message: string, error?: unknown): void => { console.error(message, error ?? '') }
  const cluster = clusterSettings === undefined ? undefined : await connectCluster(clusterSettings, log)
  const shop = createShop({ config, trainerPassword, cluster })
  // Opening the default instance before listening keeps the first request from paying for it.
  // A class has no default shop: every team has its own.
  if (shop.classroom === undefined) shop.registry.get()
  const server = shop.createServer()
  const cap = shop.attach(server)
  server.listen(config.server.port, config.server.host, () => {
    console.log(`${config.application.name} is listening on http://localhost:${config.server.port} (at most ${cap} connections)`)
    if (shop.classroom !== undefined) {
      if (cluster !== undefined) console.log(`Classroom replica ${cluster.replica}: shared state in Redis; readiness at /rest/classroom/ready`)
      console.log(`Classroom mode: players join at http://localhost:${config.server.port}/#/classroom/join, the trainer signs in at /#/classroom/trainer (at most ${config.classroom.maxTeams} teams)`)
    }
  })
  const stop = (): void => {
    server.close()
    shop.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

void main()
