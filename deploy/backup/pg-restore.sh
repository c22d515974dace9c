#!/usr/bin/env bash
# Restores a dump of pg-backup.sh into the database of DATABASE_URL. Refuses a database that already
# has tables unless --replace is given (then the dump's objects replace the existing ones).
#   DATABASE_URL=postgres://…/haat deploy/backup/pg-restore.sh /var/backups/haat/haat-20261124T230000Z.dump
set -euo pipefail
usage() { echo "usage: DATABASE_URL=postgres://… $0 [--replace] <dump file>" >&2; exit 2; }
replace=false
if [[ "${1:-}" == "--replace" ]]; then replace=true; shift; fi
[[ $# -eq 1 && -n "${DATABASE_URL:-}" && -f "$1" ]] || usage
tables=$(psql "$DATABASE_URL" --no-psqlrc --tuples-only --no-align --command \
  "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')")
args=(--no-owner --exit-on-error --single-transaction --dbname="$DATABASE_URL")
if ((tables > 0)); then
  if [[ $replace != true ]]; then
    echo "The database already has $tables tables: restore into an empty one, or pass --replace." >&2
    exit 1
  fi
  args+=(--clean --if-exists)
fi
pg_restore "${args[@]}" "$1"
echo "restored $1"
