/** The shared tweet is cut to 140 characters. */
export const tweetText = (text: string): string => text.length > 140 ? `${text.slice(0, 139)}…` : text
