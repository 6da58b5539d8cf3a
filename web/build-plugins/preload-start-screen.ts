import type { OutputBundle, OutputChunk } from 'rollup'
import type { HtmlTagDescriptor, Plugin } from 'vite'

/*
 * The landing screen (/ redirects to /#/search) is a lazy chunk, and its fonts are only found once
 * text renders, so without hints the browser asks for them after the whole entry bundle has run.
 * These hints in index.html let it fetch them alongside the entry instead.
 * The first requests (src/app/first-requests.ts) are a small entry of their own that index.html runs
 * as an async module script: their data then travels while the main bundle downloads and compiles,
 * instead of after it. main.tsx imports the same chunk, so both share one module instance.
 */
export const FIRST_REQUESTS_ENTRY = 'first-requests'
const START_SCREEN = /\/features\/catalogue\/search-results\/search-results\.tsx$/
/** The weights on screen before any interaction: body text and the medium weight of names and buttons. */
const FIRST_FONTS = /\/roboto-latin-(400|500)-normal-[\w-]+\.woff2$/

function chunkOf (bundle: OutputBundle, test: RegExp): OutputChunk | undefined {
  // By module rather than facade: a lazy chunk that shares modules with its own lazy children has none.
  return Object.values(bundle).find((file): file is OutputChunk => file.type === 'chunk' && file.moduleIds.some(id => test.test(id)))
}

/** The chunk and every chunk it imports statically, except those the entry already loads. */
function staticClosure (bundle: OutputBundle, chunk: OutputChunk, skip: Set<string>): string[] {
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name) || skip.has(name)) return
    seen.add(name)
    const file = bundle[name]
    if (file?.type === 'chunk') file.imports.forEach(visit)
  }
  visit(chunk.fileName)
  return [...seen]
}

export function preloadStartScreen (): Plugin {
  return {
    name: 'shop-preload-start-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler (_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return []
        const screen = chunkOf(bundle, START_SCREEN)
        if (!screen) throw new Error('The search screen chunk is missing; update START_SCREEN in preload-start-screen.ts')
        const first = Object.values(bundle).find((file): file is OutputChunk => file.type === 'chunk' && file.isEntry && file.name === FIRST_REQUESTS_ENTRY)
        if (!first) throw new Error(`The ${FIRST_REQUESTS_ENTRY} entry is missing from the build; see vite.config.ts`)
        const entryFiles = new Set([entry.fileName, ...entry.imports])
        const tags: HtmlTagDescriptor[] = staticClosure(bundle, screen, entryFiles).map(file => ({
          tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` }, injectTo: 'head'
        }))
        tags.unshift(
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `./${first.fileName}` }, injectTo: 'head-prepend' },
          ...first.imports.map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` }, injectTo: 'head-prepend' }))
        )
        for (const file of Object.keys(bundle).filter(name => FIRST_FONTS.test(`/${name}`))) {
          tags.push({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `./${file}` }, injectTo: 'head' })
        }
        return tags
      }
    }
  }
}
