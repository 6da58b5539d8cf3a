import { RULEBOOK, type Rule } from './rulebook.js'

type FuseClass = typeof import('fuse.js').default

/** Runs of one to four consecutive words of the message: the haystack phrases are looked for in. */
function wordRuns (text: string): string[] {
  const words = text.toLowerCase().replace(/[^\p{L}\p{N}\s'-]/gu, ' ').split(/\s+/).filter(Boolean)
  const runs: string[] = []
  for (let size = 1; size <= 4; size++) {
    for (let start = 0; start + size <= words.length; start++) runs.push(words.slice(start, start + size).join(' '))
  }
  return runs
}

/**
 * Fuzzy matching with Fuse.js (loaded on the first message): each trigger phrase, and each product
 * name, is searched among the word runs of the message, so typos and extra words still match.
 */
export class Matcher {
  private constructor (private readonly Fuse: FuseClass) {}

  static async load (): Promise<Matcher> {
    const { default: Fuse } = await import('fuse.js')
    return new Matcher(Fuse)
  }

  private bestScore (runs: string[], needles: string[], threshold: number): { index: number, score: number } | null {
    const fuse = new this.Fuse(runs, { includeScore: true, threshold, ignoreLocation: true, isCaseSensitive: false })
    let best: { index: number, score: number } | null = null
    needles.forEach((needle, index) => {
      const found = fuse.search(needle.toLowerCase(), { limit: 1 })[0]?.score
      // Between equally good matches the longer phrase says more, so it wins.
      const score = found === undefined ? undefined : found - needle.length / 10_000
      if (score !== undefined && (best === null || score < best.score)) best = { index, score }
    })
    return best
  }

  /** The rule whose phrase fits the message best, or null (the fallback answer). */
  intent (message: string): Rule | null {
    const runs = wordRuns(message)
    const phrases = RULEBOOK.flatMap(rule => rule.phrases.map(phrase => ({ rule, phrase })))
    const best = this.bestScore(runs, phrases.map(p => p.phrase), 0.3)
    return best === null ? null : phrases[best.index]!.rule
  }

  /** The catalogue product the message names, tolerating typos and partial names. */
  product<T extends { name: string }> (message: string, products: T[]): T | null {
    const runs = wordRuns(message)
    const best = this.bestScore(runs, products.map(p => p.name), 0.4)
    if (best !== null) return products[best.index]!
    // A single distinctive word ("mango") also names a product.
    const words = runs.filter(run => !run.includes(' ') && run.length >= 4)
    const fuse = new this.Fuse(products, { keys: ['name'], includeScore: true, threshold: 0.25, ignoreLocation: true })
    const hits = words.map(word => fuse.search(word, { limit: 1 })[0]).filter(hit => hit !== undefined).sort((a, b) => (a.score ?? 1) - (b.score ?? 1))
    return hits[0]?.item ?? null
  }
}
