# Shared by deploy/cluster/run and deploy/cluster/test: starts two API nodes and two web nodes
# of the built code (`pnpm build` first) on one PostgreSQL database and Redis, behind HAProxy
# (deploy/haproxy.cfg), as plain processes on this machine.
#
# Environment: ADMIN_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: a new database
# quire_cluster_<random> is created there and dropped on exit unless KEEP_DATABASE=1),
# REDIS_URL (redis://127.0.0.1:6379), LB_PORT (8088), QUIRE_ROOT; nodes use ports 4101/4102 and
# 3101/3102.

# QUIRE_ROOT: a checkout whose build to run (default: this one).
repo="${QUIRE_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}"
lb_port="${LB_PORT:-8088}"
lb="http://127.0.0.1:$lb_port"
admin_url="${ADMIN_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
state="$(mktemp -d "${TMPDIR:-/tmp}/quire-cluster.XXXXXX")"
database="quire_cluster_$(od -An -N4 -tx1 /dev/urandom | tr -d ' \n')"
declare -A pid_of=()

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
      COOKIE_SECURE=false TRUST_PROXY=loopback exec node dist/main.js
  ) >"$state/$1.log" 2>&1 &
  pid_of[$1]=$!
}

# Starts one web node: start_web <name> <port>
start_web() {
  (
    cd "$repo/apps/web"
    NODE_ENV=production HOST=127.0.0.1 PORT="$2" API_URL="$lb/api/" BACKEND_URL="$lb" \
      PUBLIC_ORIGIN="$lb" COOKIE_SECURE=false TRUST_PROXY=loopback exec node server.mjs
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
  if [ "${KEEP_DATABASE:-0}" != 1 ]; then
    psql "$admin_url" -qc "drop database if exists $database with (force)" >/dev/null || true
  fi
}
