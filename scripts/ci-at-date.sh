#!/usr/bin/env bash
# Runs .ci/run with the clock moved to DATE (e.g. "2026-12-31 23:50"), to prove that no test depends
# on today's date or the time of day. libfaketime (Debian's `faketime`) moves the clock of every
# process of `npm test` by the same offset (CI_TEST_WRAPPER; the installation steps keep the real
# clock, and redis-cli hangs under libfaketime), so the test runner, the app server and Chromium agree; the
# PostgreSQL tests get a throwaway cluster started under the same offset on port 5433 (the shared one
# on 5432 keeps the real clock, and SQL `now()` must agree with the app's clock).
# Usage: scripts/ci-at-date.sh "2026-12-31 23:50"   (run from a clone; needs root for apt and su)
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: scripts/ci-at-date.sh "YYYY-MM-DD HH:MM"}
command -v faketime >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null; }
lib=$(dpkg -L libfaketime 2>/dev/null | grep 'libfaketime.so.1$' | head -n 1)
[ -n "$lib" ] || { echo "libfaketime.so.1 not found"; exit 1; }
offset=$(( $(date -d "$target" +%s) - $(date +%s) ))
export FAKETIME="${offset:0:1}" ; [ "$FAKETIME" = "-" ] || FAKETIME="+"
export FAKETIME="${FAKETIME}${offset#-}"
echo "== clock moved to $(env LD_PRELOAD="$lib" date) (offset ${FAKETIME} s)"

# FAKE_PG_PORT and E2E_PORT let two such runs go side by side.
pgport=${FAKE_PG_PORT:-5433}
pgbin=/usr/lib/postgresql/$(ls /usr/lib/postgresql | sort -n | tail -n 1)/bin
pgdir=$(mktemp -d /tmp/pg-faketime-XXXXXX)
chown postgres "$pgdir"
su postgres -c "$pgbin/initdb -D $pgdir/data -A trust -U postgres >/dev/null"
su postgres -c "env FAKETIME=$FAKETIME LD_PRELOAD=$lib $pgbin/pg_ctl -D $pgdir/data -o '-p $pgport -k $pgdir -c listen_addresses=127.0.0.1' -l $pgdir/log -w start >/dev/null"
trap 'su postgres -c "$pgbin/pg_ctl -D $pgdir/data -m immediate stop" >/dev/null 2>&1 || true; rm -rf "$pgdir"' EXIT
export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$pgport/postgres
# Its own browser-test port, so that it may run beside a plain .ci/run.
export E2E_PORT=${E2E_PORT:-4320}
echo "== PostgreSQL under the moved clock: $(psql -h 127.0.0.1 -p $pgport -U postgres -Atc 'select now()')"

CI_TEST_WRAPPER="env LD_PRELOAD=$lib FAKETIME=$FAKETIME" bash .ci/run
