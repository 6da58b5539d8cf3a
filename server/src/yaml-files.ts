import fs from 'node:fs'
import yaml from 'js-yaml'

/*
 * Every YAML file the shop reads (configuration, seed data, the challenge catalogue, fixes) goes
 * through here. The core schema keeps values such as 2024-01-01 as plain strings, as the data
 * files mean them; shapes are checked by the caller's zod schema.
 */
export function parseYaml (text: string): unknown {
  return yaml.load(text, { schema: yaml.CORE_SCHEMA })
}

export function readYamlFile (file: string): unknown {
  return parseYaml(fs.readFileSync(file, 'utf8'))
}

/** Writes a plain data tree as YAML (documents the shop serves, not files it reads back). */
export function dumpYaml (data: unknown): string {
  return yaml.dump(data, { schema: yaml.CORE_SCHEMA, lineWidth: -1 })
}
