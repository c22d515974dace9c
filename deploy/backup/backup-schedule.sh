#!/usr/bin/env bash
# The backups, run by themselves (deploy/compose.yaml's `backup` service; or cron/systemd on a machine): every
# BACKUP_INTERVAL_SECONDS (default a day) a logical dump (pg-backup.sh) and, when BACKUP_BASE=1, a base backup
# (pg-base-backup.sh); the newest BACKUP_KEEP_DUMPS dumps (30) and BACKUP_KEEP_BASES base backups (14) are kept,
# older ones deleted; then the restore check: the new dump is restored into a scratch database
# (RESTORE_CHECK_DATABASE, default haat_restore_check, made and dropped each time) and must hold the migrations'
# table and every order the source had when the dump started. One JSON line per round on stdout; a failed round
# exits 1 (the container restarts and the operator's alert on the log sees it). BACKUP_ROUNDS stops after that many
# rounds (tests).
#   DATABASE_URL=postgres://… deploy/backup/backup-schedule.sh /var/backups/haat
set -euo pipefail
usage() { echo "usage: DATABASE_URL=postgres://… $0 <folder>" >&2; exit 2; }
[[ $# -eq 1 && -n "${DATABASE_URL:-}" ]] || usage
folder=$1
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
interval=${BACKUP_INTERVAL_SECONDS:-86400}
keep_dumps=${BACKUP_KEEP_DUMPS:-30}
keep_bases=${BACKUP_KEEP_BASES:-14}
scratch=${RESTORE_CHECK_DATABASE:-haat_restore_check}
rounds=${BACKUP_ROUNDS:-0}
mkdir -p "$folder/dumps" "$folder/base"
export PGOPTIONS="${PGOPTIONS:-} -c client_min_messages=warning"

# The newest $2 entries of folder $1 matching $3 stay; the rest go.
prune() {
  local kept=0 entry
  while IFS= read -r entry; do
    kept=$((kept + 1))
    if ((kept > $2)); then rm -rf -- "$1/$entry"; fi
  done < <(ls -1 "$1" | grep -E "$3" | sort -r)
}

# DATABASE_URL with another database name.
on_database() { echo "${DATABASE_URL%/*}/$1"; }

orders_in() { psql "$1" --no-psqlrc --tuples-only --no-align --command "$2"; }

round=0
while true; do
  round=$((round + 1))
  started=$(date +%s)
  orders_before=$(orders_in "$DATABASE_URL" "select count(*) from orders")
  dump=$(bash "$here/pg-backup.sh" "$folder/dumps" | tail -1)
  base=""
  if [[ "${BACKUP_BASE:-0}" == "1" ]]; then base=$(bash "$here/pg-base-backup.sh" "$folder/base" | tail -1); fi
  prune "$folder/dumps" "$keep_dumps" '^haat-.*\.dump$'
  prune "$folder/base" "$keep_bases" '^base-'

  # The restore check: the dump restores, and holds at least the orders there were before it started.
  psql "$DATABASE_URL" --no-psqlrc --quiet --command "drop database if exists $scratch" --command "create database $scratch"
  check="failed" restored=0
  if DATABASE_URL=$(on_database "$scratch") bash "$here/pg-restore.sh" "$dump" >/dev/null; then
    restored=$(orders_in "$(on_database "$scratch")" "select count(*) from orders")
    migrations=$(orders_in "$(on_database "$scratch")" "select count(*) from drizzle.__drizzle_migrations")
    if ((restored >= orders_before && migrations > 0)); then check="passed"; fi
  fi
  psql "$DATABASE_URL" --no-psqlrc --quiet --command "drop database if exists $scratch"
  dumps=$(ls -1 "$folder/dumps" | grep -cE '^haat-.*\.dump$' || true)
  printf '{"msg":"backup","round":%d,"dump":"%s","base":"%s","dumps_kept":%d,"orders_before":%d,"orders_restored":%d,"restore_check":"%s","seconds":%d}\n' \
    "$round" "$dump" "$base" "$dumps" "$orders_before" "${restored:-0}" "$check" "$(($(date +%s) - started))"
  [[ $check == passed ]] || exit 1
  if ((rounds > 0 && round >= rounds)); then exit 0; fi
  sleep "$interval"
done
