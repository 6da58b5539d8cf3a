import { Router, type Request } from 'express'
import { z } from 'zod'
import { parseInput } from '../http/input.js'
import { countriesFor, countryMappingYaml, loadCountryMapping, type CountryMapping } from '../domain/progress/country-mapping.js'
import { repeatNotification } from '../domain/progress/notifications.js'

// Without a challenge there is nothing to repeat; clients of the peer's server expect a 200 then.
const repeatQuery = z.object({ challenge: z.string().max(200).optional() })

/** Solved-challenge notifications: repeat one, and the country shown beside each in CTF mode. */
export function notificationsRouter (): Router {
  const router = Router()
  // The mapping file only changes with a release, so it is read once per app, on first use.
  let mapping: CountryMapping | null = null

  router.get('/rest/repeat-notification', (req, res) => {
    const { challenge } = parseInput(repeatQuery, req.query)
    if (challenge) repeatNotification(req.shop, challenge)
    res.json({ status: 'success' })
  })

  const countries = (req: Request): CountryMapping => {
    mapping ??= loadCountryMapping()
    return countriesFor(mapping, req.shop.challenges.list().map(c => c.key))
  }
  router.get('/rest/country-mapping', (req, res) => {
    res.json(countries(req))
  })
  // The same mapping as the YAML document CTF export tools read from a URL (their countryMapping setting).
  router.get('/rest/country-mapping.yml', (req, res) => {
    res.type('application/yaml').send(countryMappingYaml(countries(req)))
  })
  return router
}
