#!/usr/bin/env bash
# A physical base backup for point-in-time recovery: `pg_basebackup` of the server at DATABASE_URL into a
# new folder (tar, compressed). With the server archiving its WAL (archive_mode=on and an archive_command
# that copies each segment to the archive, docs/backups.md), this backup plus the archive restores the
# database to any moment after the backup (pitr-restore.sh). Run it as the user that may connect for
# replication (the `postgres` role on a default install).
#   DATABASE_URL=postgres://postgres@db/haat deploy/backup/pg-base-backup.sh /var/backups/haat/base
set -euo pipefail
usage() { echo "usage: DATABASE_URL=postgres://… $0 <new folder>" >&2; exit 2; }
[[ $# -eq 1 && -n "${DATABASE_URL:-}" ]] || usage
folder="$1/base-$(date -u +%Y%m%dT%H%M%SZ)"
# WAL needed to make the copy consistent is archived anyway: fetch none, the restore reads the archive.
pg_basebackup --dbname="$DATABASE_URL" --pgdata="$folder" --format=tar --gzip --wal-method=none --checkpoint=fast
echo "$folder"
