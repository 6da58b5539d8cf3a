import type { TFunction } from 'i18next'

/** The UI text key of a challenge category; the server sends the category by its English name. */
export function categoryKey (category: string): string {
  return `CATEGORY_${category.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, '')}`
}

/** A category as the reader's language names it; one the texts do not know keeps the server's name. */
export function categoryLabel (t: TFunction, category: string): string {
  return t(categoryKey(category), { defaultValue: category })
}
