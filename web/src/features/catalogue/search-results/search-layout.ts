/** Twelve products per page by default. */
export const SEARCH_PAGE_SIZE = 12

/** Breakpoints, widest first: the first width the window reaches gives the columns. */
const COLUMN_BREAKPOINTS: ReadonlyArray<readonly [minWidth: number, columns: number]> = [
  [2600, 6],
  [1740, 4],
  [1280, 3],
  [850, 2]
]

export function gridColumns (windowWidth: number): number {
  for (const [minWidth, columns] of COLUMN_BREAKPOINTS) {
    if (windowWidth >= minWidth) return columns
  }
  return 1
}

/**
 * Page sizes are multiples of 12 up to the product count. The list runs to the first multiple
 * that holds every product, so one choice always shows the whole result on a single page.
 */
export function pageSizeOptions (productCount: number): number[] {
  const pages = Math.max(1, Math.ceil(productCount / SEARCH_PAGE_SIZE))
  return Array.from({ length: pages }, (_, i) => (i + 1) * SEARCH_PAGE_SIZE)
}

/** A page beyond the end (e.g. after the page size grew) becomes the last existing page. */
export function clampPage (itemCount: number, page: number, pageSize: number): number {
  const lastPage = Math.max(0, Math.ceil(itemCount / pageSize) - 1)
  return Math.min(Math.max(0, page), lastPage)
}

/** The items of one (clamped) page. */
export function pageSlice<T> (items: T[], page: number, pageSize: number): T[] {
  const current = clampPage(items.length, page, pageSize)
  return items.slice(current * pageSize, (current + 1) * pageSize)
}
