/** A picture is PNG or JPEG by its first bytes, whatever its name claims. */
export function isPngOrJpeg (head: Uint8Array): boolean {
  const png = head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff
  return png || jpeg
}

export async function fileIsPngOrJpeg (file: File): Promise<boolean> {
  return isPngOrJpeg(new Uint8Array(await file.slice(0, 4).arrayBuffer()))
}

/** Tweets are cut to 140 characters, the length the share page accepts. */
export function tweetText (caption: string, handle: string): string {
  const text = handle ? `${caption} @${handle}` : caption
  return text.length > 140 ? `${text.slice(0, 139)}…` : text
}

/** The account name at the end of a configured profile address (https://x.example/juiceshop → juiceshop). */
export function handleFromUrl (url: string | undefined): string {
  const match = /([A-Za-z0-9_]+)\/?$/.exec((url ?? '').trim())
  return match ? match[1] : ''
}
