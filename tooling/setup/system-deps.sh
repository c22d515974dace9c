#!/usr/bin/env bash
# Debian packages the tests need (the browser tests' Chromium and Bengali fonts, the edge drills' Caddy, the
# scale-out drill's PgBouncer); installed only when missing.
set -euo pipefail
missing=()
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
[[ -x /usr/bin/caddy ]] || missing+=(caddy)
[[ -x /usr/sbin/pgbouncer ]] || missing+=(pgbouncer)
[[ -d /usr/share/fonts/truetype/noto ]] && ls /usr/share/fonts/truetype/noto/NotoSansBengali* >/dev/null 2>&1 || missing+=(fonts-noto-core)
if ((${#missing[@]} == 0)); then exit 0; fi

echo "Installing system packages: ${missing[*]}"
sudo=""
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null 2>&1 || { echo "Need root (or sudo) to apt-get install ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed: ${missing[*]}"
