#!/usr/bin/env bash
# The README's commands on a machine that has only Node and npm:
#   npm start  -> install, build, seed and start API + storefront + admin
#   npm run dev -> install, then every app's dev server (turbo run dev)
#   npm test   -> install, then formatting, the decision index, workspace consistency (sherif) and unused code (knip),
#                 typecheck, lint, i18n check, unit, integration and e2e tests, then the latency drills
#   npm run bench
#   npm run bundle -> the production bundles in deploy/out (what the Dockerfiles copy)
set -euo pipefail
cd "$(dirname "$0")/../.."

export TURBO_TELEMETRY_DISABLED=1
export DO_NOT_TRACK=1
PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")

# pnpm 12 itself: the one on PATH when it is the pinned major, otherwise through npx.
if command -v pnpm >/dev/null 2>&1 && [[ "$(pnpm --version 2>/dev/null)" == "${PNPM_VERSION%%.*}".* ]]; then
  pnpm() { command pnpm "$@"; }
else
  pnpm() { npx --yes "pnpm@$PNPM_VERSION" "$@"; }
fi

install() {
  local args=() log
  [[ "${CI:-}" == "true" ]] && args=(--frozen-lockfile)
  log=$(mktemp)
  if ! pnpm install "${args[@]}" >"$log" 2>&1; then cat "$log"; rm -f "$log"; return 1; fi
  # pnpm runs on the machine's Node; on Node 20 it warns once for each package that needs Node 22+. Those run on the
  # repo's pinned Node 24, so the warnings are summed up in one line.
  grep -v 'Unsupported engine' "$log" || true
  local unsupported
  unsupported=$(grep -c 'Unsupported engine' "$log" || true)
  if ((unsupported > 0)); then
    echo "pnpm on Node $(node --version) skipped $unsupported 'Unsupported engine' warnings: harmless, everything runs on the repo's pinned Node 24."
  fi
  rm -f "$log"
}

case "${1:-}" in
  start)
    install
    pnpm exec turbo run build --concurrency=2 --output-logs=errors-only
    pnpm exec node tooling/setup/start.mjs
    ;;
  dev)
    install
    pnpm exec turbo run dev --env-mode=loose
    ;;
  test)
    install
    bash tooling/setup/system-deps.sh
    # In stages, one test suite at a time: two suites side by side on a small machine starve each other's timers.
    failed=0
    stage() {
      local started=$SECONDS
      "$@" || failed=1
      echo "== $* took $((SECONDS - started)) s"
    }
    stage pnpm exec prettier --check . --log-level=warn
    stage pnpm exec node tooling/setup/decisions-index.mjs --check
    stage pnpm exec sherif
    # The deploy recipe: Caddy options current Caddy refuses, pinned images, health checks, settings, Dockerfiles.
    stage pnpm exec node tooling/setup/deploy-check.mjs
    stage pnpm exec knip --no-progress
    # Releases: changesets valid, migrations and settings named in a release note, the last commit's message.
    stage pnpm exec node tooling/setup/release-check.mjs
    stage pnpm run --silent commitlint
    stage pnpm exec turbo run build typecheck lint i18n:check --concurrency=2 --continue --output-logs=new-only
    stage pnpm exec turbo run test --concurrency=1 --continue --output-logs=new-only
    stage pnpm exec turbo run test:e2e --concurrency=1 --continue --output-logs=new-only
    # The latency drills compare p95s, so they run alone, after every other task has finished.
    stage pnpm --filter @haat/api drills:latency
    ((failed == 0))
    ;;
  bundle)
    install
    pnpm exec node tooling/setup/bundle.mjs
    ;;
  bench)
    install
    bash tooling/setup/system-deps.sh
    pnpm exec turbo run bench --concurrency=1 --output-logs=full --force
    ;;
  *)
    echo "usage: $0 start|dev|test|bench|bundle" >&2
    exit 2
    ;;
esac
