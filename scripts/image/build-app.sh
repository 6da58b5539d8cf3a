#!/usr/bin/env bash
# The image's recipe: the Dockerfile's build stage RUNs exactly this script, and
# server/src/deploy/image-recipe.image-test.ts runs it on a copy of the build context, so the
# steps the image is made with are tested on machines without a container engine.
#
# Run from the root of a build context (the repository less what .dockerignore leaves out).
# Installs, builds and assembles the runtime folder (first argument, default ./image-app): the
# built app and the server's production dependencies, the only thing the runtime stage copies.
# Extra flags for `npm ci` (e.g. --prefer-offline) come from NPM_CI_FLAGS.
set -euo pipefail

out="${1:-image-app}"
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac

# shellcheck disable=SC2086 # NPM_CI_FLAGS is a list of flags
npm ci --no-audit --no-fund ${NPM_CI_FLAGS:-}
npm run build

rm -rf "$out"
mkdir -p "$out/server" "$out/web"
# package.json: the server finds the project root by config/, and the template's fingerprint reads it.
cp -a package.json config data "$out/"
# The server's sources (without tests) stay beside the bundle: the coding challenges cut their
# snippets from the code that runs (challenges/snippets/source-index.ts), and so do the web's.
cp -a server/package.json server/dist "$out/server/"
cp -a web/package.json web/dist "$out/web/"
for side in server web; do
  (cd "$side" && find src -type f ! -name '*.test.*' ! -path '*/test-support/*' -exec cp --parents -t "$out/$side/" {} +)
done
# The server's production dependency tree only, as npm resolved it: the web app's packages were
# bundled by the build and the development tools stay behind. The workspace link
# node_modules/@shop/server points at the copy above.
packages="$(npm ls --workspace server --omit=dev --all --parseable | sed -n "s|^$PWD/||p" | grep '^node_modules/')"
[ -n "$packages" ] || { echo "npm ls found no production packages of the server" >&2; exit 1; }
# shellcheck disable=SC2086 # one path a line, none with spaces
cp -a --parents $packages "$out/"
echo "Runtime folder assembled in $out ($(du -sh "$out" | cut -f1))"
