/**
 * Files of the web app (`web/dist`) whose serving a challenge may detect (catalogue pattern E).
 *
 * The app shell and its bundles are answered before the API middleware chain, so they cost no
 * instance resolution, body parsing or authentication. A request below one of these prefixes takes
 * the full chain instead: it is resolved to its shop instance and authenticated like an API call,
 * and `routes/static-files.ts` emits `file.served { root, realName, requesterId }` before sending
 * the file, where `realName` is the decoded path below the prefix (`images/products/x.svg`,
 * `de.json`). Detectors subscribe to `file.served` in their family and match `root` and `realName`.
 *
 * Product and photo-wall pictures (`/assets/public/images/products|uploads/`) have their own routes
 * there, which also look in the instance's uploads and report roots `products` and `uploads`.
 *
 * To watch another file or folder of the web app, add its URL prefix here; files served from
 * elsewhere (ftp, logs, key folders…) emit `file.served` in their own router.
 */
export const WATCHED_WEB_FILES: ReadonlyArray<{ prefix: string, root: string }> = [
  { prefix: '/assets/public/', root: 'assets' },
  { prefix: '/assets/i18n/', root: 'i18n' }
]

/** The watched root and name of a decoded URL path, or null for the unwatched app shell. */
export function watchedWebFile (urlPath: string): { root: string, realName: string } | null {
  for (const { prefix, root } of WATCHED_WEB_FILES) {
    if (urlPath.startsWith(prefix)) return { root, realName: urlPath.slice(prefix.length) }
  }
  return null
}
