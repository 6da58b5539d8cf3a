import path from 'node:path'
import type { CountryMapping } from '@shop/contract'
import { z } from 'zod'
import { dataFolder } from '../../paths.js'
import { dumpYaml, readYamlFile, CHECKED_ONCE } from '../../yaml-files.js'

const country = z.object({
  code: z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 code in capitals'),
  name: z.string().min(1)
})

export type { CountryMapping }

/** Reads data/country-mapping.yml: the country CTF maps show beside each challenge. */
export function loadCountryMapping (file = path.join(dataFolder, 'country-mapping.yml')): CountryMapping {
  return z.record(z.string().regex(/^[a-zA-Z0-9]+Challenge$/), country).parse(readYamlFile(file), CHECKED_ONCE)
}

/** The mapping restricted to the challenges a shop actually has. */
export function countriesFor (mapping: CountryMapping, keys: readonly string[]): CountryMapping {
  return Object.fromEntries(keys.filter(key => key in mapping).map(key => [key, mapping[key]]))
}

/** The mapping as a YAML document with the `ctf.countryMapping` tree that CTF export tools expect. */
export function countryMappingYaml (mapping: CountryMapping): string {
  const ordered = Object.fromEntries(Object.entries(mapping).map(([key, { name, code }]) => [key, { name, code }]))
  return dumpYaml({ ctf: { countryMapping: ordered } })
}
