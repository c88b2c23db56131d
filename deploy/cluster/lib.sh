# Shared by deploy/cluster/run and deploy/cluster/test: starts two API nodes and two web nodes
# of the built code (`pnpm build` first) on one PostgreSQL database and Redis, behind HAProxy
# (deploy/haproxy.cfg), as plain processes on this machine.
#
# Environment: ADMIN_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: a new database
# quire_cluster_<random> is created there and dropped on exit unless KEEP_DATABASE=1), SEED_DEMO
# (true: the demo content; false starts an empty site, as the production compose file does),
# CLUSTER_REDIS_URL (redis://127.0.0.1:6379/1), LB_PORT (8088), QUIRE_ROOT; nodes use ports
# 4101/4102 and 3101/3102.

# QUIRE_ROOT: a checkout whose build to run (default: this one).
repo="${QUIRE_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}"
lb_port="${LB_PORT:-8088}"
lb="http://127.0.0.1:$lb_port"
admin_url="${ADMIN_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
# A Redis database of the cluster's own, emptied at each start (with redis-cli, when the machine
# has it): the test suite's Redis (database
# 0, REDIS_URL in CI) keeps sign-in rate-limit counters keyed by client address, and every client
# here is 127.0.0.1, so counters left by a test a minute earlier would refuse the cluster's
# first sign-ins with 429.
export REDIS_URL="${CLUSTER_REDIS_URL:-redis://127.0.0.1:6379/1}"
state="$(mktemp -d "${TMPDIR:-/tmp}/quire-cluster.XXXXXX")"
declare -A pid_of=()

# A new database name and an empty shared data folder for the next start_cluster.
new_cluster_database() {
  database="quire_cluster_$(od -An -N4 -tx1 /dev/urandom | tr -d ' \n')"
  rm -rf "$state/shared-data"
}
new_cluster_database

cluster_database_url() {
  local url="${admin_url%/*}"
  echo "$url/$database"
}

# Starts one API node: start_api <name> <port>
start_api() {
  (
    cd "$repo/apps/api"
    NODE_ENV=production HOST=127.0.0.1 PORT="$2" DATABASE_URL="$(cluster_database_url)" \
      QUIRE_DATA_DIR="$state/shared-data" WEB_ORIGIN="$lb" BACKEND_URL="$lb" \
      COOKIE_SECURE=false TRUST_PROXY=loopback SEED_DEMO="${SEED_DEMO:-true}" exec node dist/main.js
  ) >"$state/$1.log" 2>&1 &
  pid_of[$1]=$!
}

# Starts one web node: start_web <name> <port>
start_web() {
  (
    cd "$repo/apps/web"
    NODE_ENV=production HOST=127.0.0.1 PORT="$2" API_URL="$lb/api/" BACKEND_URL="$lb" \
      PUBLIC_ORIGIN="$lb" COOKIE_SECURE=false TRUST_PROXY=loopback exec node server.ts
  ) >"$state/$1.log" 2>&1 &
  pid_of[$1]=$!
}

start_lb() {
  LB_BIND="127.0.0.1:$lb_port" API1=127.0.0.1:4101 API2=127.0.0.1:4102 \
    WEB1=127.0.0.1:3101 WEB2=127.0.0.1:3102 \
    haproxy -f "$repo/deploy/haproxy.cfg" >"$state/haproxy.log" 2>&1 &
  pid_of[haproxy]=$!
}

# Waits up to 90 s for a URL to answer 200.
wait_for() {
  for _ in $(seq 1 180); do
    if curl -fsS -o /dev/null "$1" 2>/dev/null; then return 0; fi
    sleep 0.5
  done
  echo "no answer from $1" >&2
  tail -n 20 "$state"/*.log >&2
  return 1
}

start_cluster() {
  psql "$admin_url" -qc "create database $database" >/dev/null
  # The cluster's Redis database starts empty (no counters or presence from an earlier start).
  if command -v redis-cli >/dev/null 2>&1; then redis-cli -u "$REDIS_URL" flushdb >/dev/null; fi
  mkdir -p "$state/shared-data"
  # The first node migrates and seeds alone; the second then starts on a ready database.
  start_api api1 4101
  wait_for http://127.0.0.1:4101/health/ready
  start_api api2 4102
  start_web web1 3101
  start_web web2 3102
  start_lb
  wait_for http://127.0.0.1:4102/health/ready
  wait_for http://127.0.0.1:3101/
  wait_for http://127.0.0.1:3102/
  wait_for "$lb/"
  # HAProxy sends traffic to a node after two passed checks (`rise 2`, `inter` 1–2 s): until
  # then everything goes to the nodes it saw first.
  sleep 5
  echo "cluster up at $lb (logs in $state)"
}

stop_cluster() {
  for name in "${!pid_of[@]}"; do kill -TERM "${pid_of[$name]}" 2>/dev/null || true; done
  for name in "${!pid_of[@]}"; do wait "${pid_of[$name]}" 2>/dev/null || true; done
  pid_of=()
  if [ "${KEEP_DATABASE:-0}" != 1 ]; then
    psql "$admin_url" -qc "drop database if exists $database with (force)" >/dev/null || true
  fi
}
