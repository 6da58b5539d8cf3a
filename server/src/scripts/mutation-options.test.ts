import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../paths.js'

/*
 * Shards of one workspace run side by side (docs/architecture.md, "Mutation testing"). Stryker
 * copies the workspace into a shard's sandbox when it starts; a copy that took in another shard's
 * sandbox while that one was being cleaned up failed on a file that had just gone away.
 */

interface Options { tempDirName: string, ignorePatterns: string[] }
type OptionsFor = (workspace: string, fallback: string, own: { configFile: string, timeoutMS: number }) => Options

const optionsFor = async (workspace: string, shard: string): Promise<Options> => {
  const { strykerOptions } = await import(pathToFileURL(path.join(projectRoot, 'scripts', 'mutation', 'stryker-options.mjs')).href) as { strykerOptions: OptionsFor }
  return strykerOptions(workspace, shard, { configFile: 'vitest.config.ts', timeoutMS: 1000 })
}

/** Whether a gitignore-style pattern anchored at the workspace (as Stryker reads them) covers `dir`. */
const leftOut = (patterns: string[], dir: string): boolean =>
  patterns.some(pattern => `/${dir}/`.startsWith(pattern.endsWith('/') ? pattern : `${pattern}/`))

describe("a shard's Stryker options", () => {
  it.each([
    ['server', 'routes-b', 'routes-c'],
    ['web', 'web-classroom', 'web-lib']
  ])('in %s/ leave the sandbox of a shard running beside it out of the copy, and the sources in', async (workspace, shard, beside) => {
    const own = await optionsFor(workspace, shard)
    const other = await optionsFor(workspace, beside)
    expect(other.tempDirName).not.toBe(own.tempDirName)
    expect(leftOut(own.ignorePatterns, other.tempDirName)).toBe(true)
    expect(leftOut(own.ignorePatterns, 'src')).toBe(false)
  })
})
