#!/usr/bin/env bash
# Prepares a PostgreSQL data folder that recovers from a base backup (pg-base-backup.sh) and the WAL
# archive, to the latest archived moment or to a given time; start the server on it and it replays the
# archive, then opens for writing. Run it as the server's user.
#   deploy/backup/pitr-restore.sh /var/backups/haat/base/base-20261124T230000Z /var/lib/wal-archive \
#     /var/lib/postgresql/17/main ['2026-11-24 23:15:00+06']
set -euo pipefail
usage() { echo "usage: $0 <base backup folder> <WAL archive folder> <new, empty data folder> [target time]" >&2; exit 2; }
[[ $# -ge 3 && $# -le 4 && -d "$1" && -d "$2" ]] || usage
base=$1 archive=$2 data=$3 target=${4:-}
if [[ -e "$data" && -n "$(ls -A "$data" 2>/dev/null)" ]]; then
  echo "$data is not empty: restore into a new folder (keep the damaged one until the restore is checked)." >&2
  exit 1
fi
mkdir -p "$data"
chmod 700 "$data"
tar -xzf "$base/base.tar.gz" -C "$data"
{
  echo "restore_command = 'cp \"$archive/%f\" \"%p\"'"
  if [[ -n "$target" ]]; then
    echo "recovery_target_time = '$target'"
    echo "recovery_target_action = 'promote'"
  fi
} >>"$data/postgresql.auto.conf"
touch "$data/recovery.signal"
echo "$data is ready: start PostgreSQL on it; it replays $archive${target:+ up to $target} and then accepts writes."
