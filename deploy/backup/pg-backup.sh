#!/usr/bin/env bash
# A logical backup of the platform's PostgreSQL database: `pg_dump --format=custom` of DATABASE_URL into
# a timestamped file in the given folder (the job tables, schema pgboss, included); with S3_BACKUP_URL
# set (s3://bucket/prefix, the aws CLI configured), the file is also copied there.
#   DATABASE_URL=postgres://… deploy/backup/pg-backup.sh /var/backups/haat
set -euo pipefail
usage() { echo "usage: DATABASE_URL=postgres://… $0 <folder>" >&2; exit 2; }
[[ $# -eq 1 && -n "${DATABASE_URL:-}" ]] || usage
folder=$1
mkdir -p "$folder"
file="$folder/haat-$(date -u +%Y%m%dT%H%M%SZ).dump"
# A consistent snapshot of the whole database as of the moment the dump starts; the API keeps running.
pg_dump --format=custom --no-owner --file="$file.partial" "$DATABASE_URL"
mv "$file.partial" "$file"
if [[ -n "${S3_BACKUP_URL:-}" ]]; then
  aws s3 cp "$file" "$S3_BACKUP_URL/$(basename "$file")"
fi
echo "$file"
