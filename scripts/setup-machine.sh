#!/usr/bin/env bash
# A fresh Debian/Ubuntu machine ready for `pnpm start` and `pnpm test`, in one step:
#   sudo scripts/setup-machine.sh        (then: pnpm install && pnpm start)
# Installs what is missing — pnpm (from the npm registry), PostgreSQL, Redis, Debian's headless
# Chromium, poppler (PDF checks in tests) and the fonts page footers use — and starts Postgres and
# Redis when they are not answering. Safe to run again: present packages and running services are
# left alone. `--check` only reports (exit 1 if anything is missing). `.ci/run` runs this script.
set -euo pipefail
cd "$(dirname "$0")/.."

CHECK_ONLY=false
[ "${1:-}" = "--check" ] && CHECK_ONLY=true

# Keep in step with deploy/Dockerfile's runtime stage (which adds CJK and emoji fallback fonts).
PACKAGES=(postgresql redis-server chromium-headless-shell poppler-utils fonts-liberation fonts-dejavu-core ca-certificates)
PG_PORT=5432
REDIS_PORT=6379

log() { printf '== %s\n' "$*" >&2; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else log "needs root for: $*"; exit 1; fi; }
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "ok installed"; }
pg_up() { pg_isready -q -h 127.0.0.1 -p "$PG_PORT" 2>/dev/null; }
redis_up() { redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null | grep -q PONG; }
has_systemd() { [ -d /run/systemd/system ]; }

if ! command -v dpkg-query >/dev/null 2>&1; then
  log "not a Debian/Ubuntu machine: install ${PACKAGES[*]} with your package manager, start Postgres on :$PG_PORT and Redis on :$REDIS_PORT"
  exit 1
fi

missing=()
for pkg in "${PACKAGES[@]}"; do installed "$pkg" || missing+=("$pkg"); done
pnpm_missing=false
command -v pnpm >/dev/null 2>&1 || pnpm_missing=true

if $CHECK_ONLY; then
  status=0
  for pkg in "${PACKAGES[@]}"; do
    if installed "$pkg"; then echo "package $pkg: installed"; else echo "package $pkg: MISSING"; status=1; fi
  done
  if $pnpm_missing; then echo "pnpm: MISSING"; status=1; else echo "pnpm: $(pnpm --version)"; fi
  if pg_up; then echo "postgres :$PG_PORT: up"; else echo "postgres :$PG_PORT: DOWN"; status=1; fi
  if redis_up; then echo "redis :$REDIS_PORT: up"; else echo "redis :$REDIS_PORT: DOWN"; status=1; fi
  exit $status
fi

if [ ${#missing[@]} -gt 0 ]; then
  log "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get update -qq
  if ! as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
    log "apt could not install ${missing[*]}. chromium-headless-shell comes from Debian 12+ (bookworm-security); on Ubuntu set CHROMIUM_PATH to a Chromium you install yourself."
    exit 1
  fi
fi

if $pnpm_missing; then
  version=$(node -p 'require("./package.json").packageManager.split("@")[1]')
  log "installing pnpm $version"
  # From the npm registry, not corepack: corepack verifies pnpm's signature against keys bundled with
  # Node, and Node 20's keys no longer match pnpm 10's ("No compatible signature found"), so it fails
  # on a fresh machine. --force replaces a corepack shim left at /usr/bin/pnpm.
  as_root npm install -g --force "pnpm@$version" >/dev/null
fi

if ! pg_up; then
  log "starting Postgres"
  if has_systemd; then
    as_root systemctl start postgresql
  else
    for cluster in /etc/postgresql/*/main; do
      as_root pg_ctlcluster --skip-systemctl-redirect "$(basename "$(dirname "$cluster")")" main start
    done
  fi
  for _ in $(seq 1 30); do pg_up && break; sleep 1; done
  pg_up || { log "Postgres did not come up on 127.0.0.1:$PG_PORT"; exit 1; }
fi
# The embedded defaults connect as postgres over TCP without a password (DATABASE_URL in
# .env.example). Debian's default asks for one; allow loopback only, for this development machine.
if ! psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -w -Atc 'select 1' >/dev/null 2>&1; then
  hba=$(as_postgres psql -Atc 'show hba_file' 2>/dev/null || true)
  if [ -n "$hba" ]; then
    log "allowing passwordless loopback connections for the postgres role ($hba)"
    { printf 'host all postgres 127.0.0.1/32 trust\nhost all postgres ::1/128 trust\n'; as_root cat "$hba"; } > /tmp/quire-pg_hba.conf
    as_root cp /tmp/quire-pg_hba.conf "$hba" && rm -f /tmp/quire-pg_hba.conf
    as_postgres psql -Atc 'select pg_reload_conf()' >/dev/null
  fi
fi

if ! redis_up; then
  log "starting Redis"
  if has_systemd; then
    as_root systemctl start redis-server
  else
    # As BullMQ needs it (never evict), and off disk: Redis only holds documents in flight.
    as_root redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$REDIS_PORT" --save "" --appendonly no --maxmemory-policy noeviction
  fi
  for _ in $(seq 1 30); do redis_up && break; sleep 1; done
  redis_up || { log "Redis did not come up on 127.0.0.1:$REDIS_PORT"; exit 1; }
fi

log "ready: pnpm install && pnpm start"
