import path from 'node:path'
import type { ShopConfig } from '../config.js'
import { configFolder } from '../paths.js'
import { readYamlFile } from '../yaml-files.js'

type Tree = Record<string, unknown>
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The `config` package's overlay rule: objects merge key by key, everything else is replaced. */
export function overlay (base: Tree, over: Tree): Tree {
  const merged: Tree = { ...base }
  for (const [key, value] of Object.entries(over)) merged[key] = isTree(value) && isTree(base[key]) ? overlay(base[key], value) : value
  return merged
}

/** A configuration with `config/ctf.yml` merged over it, as `NODE_ENV=ctf` merges it over the defaults. */
export const ctfProfile = (config: ShopConfig): ShopConfig =>
  overlay(config as unknown as Tree, readYamlFile(path.join(configFolder, 'ctf.yml')) as Tree) as unknown as ShopConfig
