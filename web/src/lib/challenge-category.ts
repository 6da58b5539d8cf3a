import type { TFunction } from 'i18next'

/** A UI text key for a name the server sends in English: the prefix, then the name in capitals with underscores. */
const textKey = (prefix: string, name: string): string =>
  `${prefix}_${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, '')}`

/** The UI text key of a challenge category; the server sends the category by its English name. */
export const categoryKey = (category: string): string => textKey('CATEGORY', category)

/** A category as the reader's language names it; one the texts do not know keeps the server's name. */
export function categoryLabel (t: TFunction, category: string): string {
  return t(categoryKey(category), { defaultValue: category })
}

/** A challenge tag ("Good for Demos") as the reader's language names it, or as the server sent it. */
export function tagLabel (t: TFunction, tag: string): string {
  return t(textKey('TAG', tag), { defaultValue: tag })
}
