import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import yaml from 'js-yaml'
import { projectRoot } from './paths.js'

/*
 * Every YAML file the shop reads (configuration, seed data, the challenge catalogue, fixes) goes
 * through here. The core schema keeps values such as 2024-01-01 as plain strings, as the data
 * files mean them; shapes are checked by the caller's zod schema.
 *
 * js-yaml took about half of a cold start's CPU time (the 70 KB catalogue alone ~100 ms, JSON.parse
 * of the same tree under 1 ms), so the build stores every shipped YAML file as JSON
 * (scripts/precompile-yaml.ts), named by a hash of the YAML text: an edited file simply misses and is
 * parsed as YAML, so the precompiled copy can never be stale.
 */

/** Where the build puts the JSON copies (part of server/dist, so it ships with the bundle). */
export const PRECOMPILED_FOLDER = path.join(projectRoot, 'server', 'dist', 'yaml')

/** The precompiled copy's file name for a YAML text. */
export function precompiledName (text: string): string {
  return `${createHash('sha256').update(text).digest('base64url')}.json`
}

/**
 * Parse options for a file's tree, which is checked once: zod otherwise generates and compiles a
 * fast parser for every object schema on its first parse, which pays off only for schemas parsed
 * again and again (request bodies) and was most of the time spent checking the files at start.
 */
export const CHECKED_ONCE = { jitless: true } as const

/** What js-yaml makes of a text, without looking for a precompiled copy. */
export function parseYamlText (text: string): unknown {
  return yaml.load(text, { schema: yaml.CORE_SCHEMA })
}

/** The tree of a YAML text: from its precompiled copy when the build made one, else from the text. */
export function parseYaml (text: string, precompiled = PRECOMPILED_FOLDER): unknown {
  try {
    return JSON.parse(fs.readFileSync(path.join(precompiled, precompiledName(text)), 'utf8'))
  } catch {
    // No copy for this exact text (an edited file, no build) or a damaged one: the text itself decides.
    return parseYamlText(text)
  }
}

export function readYamlFile (file: string): unknown {
  return parseYaml(fs.readFileSync(file, 'utf8'))
}

/** Writes a plain data tree as YAML (documents the shop serves, not files it reads back). */
export function dumpYaml (data: unknown): string {
  return yaml.dump(data, { schema: yaml.CORE_SCHEMA, lineWidth: -1 })
}
