/*
 * Bundle analyzer summary for `npm run bench`. The web build writes, when BUNDLE_REPORT is set,
 * a treemap (reports/bundle/treemap.html, open it in a browser) and the raw figures behind it
 * (modules.json); outside web/, so the report never counts as a change of the web sources. This prints what the scripts of the first visit carry, grouped by package or
 * source folder, so the heavy parts of the first load stand out.
 */
import fs from 'node:fs'
import path from 'node:path'

interface RawReport {
  nodeParts: Record<string, { renderedLength: number, gzipLength: number }>
  nodeMetas: Record<string, { id: string, moduleParts: Record<string, string> }>
}

/** The package (`@scope/name`) or, for the shop's own code, the folder below web/src. */
function groupOf (moduleId: string): string {
  const inPackages = moduleId.lastIndexOf('node_modules/')
  if (inPackages >= 0) {
    const parts = moduleId.slice(inPackages + 'node_modules/'.length).split('/')
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
  }
  const own = moduleId.indexOf('/src/')
  return own >= 0 ? `web/src/${moduleId.slice(own + 5).split('/').slice(0, 2).join('/')}` : moduleId.replace(/\0/g, '')
}

/**
 * Lines describing the first-load scripts' content. Sizes are of each module gzipped on its own,
 * so they add up to more than the gzipped files; they rank, they do not sum.
 */
export function bundleSummary (projectRoot: string, firstLoadFiles: string[], top = 15): string[] {
  const reportFile = path.join(projectRoot, 'reports', 'bundle', 'modules.json')
  if (!fs.existsSync(reportFile)) return [`  (no bundle report: build with BUNDLE_REPORT=1 to get ${reportFile})`]
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as RawReport
  const wanted = new Set(firstLoadFiles)
  const groups = new Map<string, { gzip: number, raw: number }>()
  for (const meta of Object.values(report.nodeMetas)) {
    for (const [bundle, partId] of Object.entries(meta.moduleParts)) {
      if (!wanted.has(bundle)) continue
      const part = report.nodeParts[partId]
      const group = groups.get(groupOf(meta.id)) ?? { gzip: 0, raw: 0 }
      group.gzip += part.gzipLength
      group.raw += part.renderedLength
      groups.set(groupOf(meta.id), group)
    }
  }
  const lines = [...groups.entries()]
    .sort((a, b) => b[1].gzip - a[1].gzip)
    .slice(0, top)
    .map(([name, size]) => `  ${(size.gzip / 1024).toFixed(1).padStart(7)} KiB gzip  ${(size.raw / 1024).toFixed(1).padStart(7)} KiB raw  ${name}`)
  lines.push(`  (treemap of every chunk: ${path.join(projectRoot, 'reports', 'bundle', 'treemap.html')})`)
  return lines
}
