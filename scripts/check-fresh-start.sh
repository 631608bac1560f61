#!/usr/bin/env bash
# The README's commands on a fresh clone whose PATH finds the machine's own Node first (Debian's is older
# than 24): `pnpm install`, then `pnpm build`, `pnpm lint`, `pnpm storybook --smoke-test` and `pnpm start`
# must each do their work on the Node 24 of node_modules/.bin (never a stack trace of the old Node), and
# `pnpm start` must reach a serving product.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
system_node="$(PATH=/usr/local/bin:/usr/bin:/bin command -v node || true)"
if [ -z "$system_node" ]; then
  echo "fresh start: no system Node on this machine, nothing to check"
  exit 0
fi
system_major="$("$system_node" -p 'process.versions.node.split(".")[0]')"
if [ "$system_major" -ge 24 ]; then
  echo "fresh start: the system's Node is $("$system_node" -v), nothing to check"
  exit 0
fi

work="$(mktemp -d)"
server=""
cleanup() {
  if [ -n "$server" ]; then kill -TERM -- "-$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

free_port() {
  node -e 's=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

# runs one README command; its output is shown only when it fails or prints an old Node's error
step() {
  local name="$1" started=$SECONDS
  shift
  if ! "$@" >"$work/$name.log" 2>&1; then
    echo "fresh start: \`$*\` failed:"
    tail -40 "$work/$name.log"
    exit 1
  fi
  if grep -qE "SyntaxError|is not supported|Unsupported engine|SB_CORE" "$work/$name.log"; then
    echo "fresh start: \`$*\` printed an error:"
    cat "$work/$name.log"
    exit 1
  fi
  echo "fresh start: \`$*\` done in $((SECONDS - started)) s"
}

git clone -q "$root" "$work/winhub"
cd "$work/winhub"
export PATH="$(dirname "$system_node"):$PATH"
echo "fresh start: a clone with $(node -v) first on the PATH"
step install pnpm install --frozen-lockfile
scripts_node="$(pnpm exec node -v)"
case "$scripts_node" in
  v2[4-9].* | v[3-9][0-9].*) echo "fresh start: pnpm's scripts run on Node $scripts_node" ;;
  *) echo "fresh start: pnpm's scripts run on Node $scripts_node, not 24"; exit 1 ;;
esac
step build pnpm build
step lint pnpm lint
step storybook pnpm storybook --smoke-test --ci -p "$(free_port)"

port="$(free_port)"
# its own process group, so the whole start stops with it
PORT="$port" DATA_DIR="$work/data" LOG_LEVEL=warn SERVICE_ORIGINS="erp=http://127.0.0.1:9" \
  setsid pnpm start >"$work/start.log" 2>&1 &
server=$!

for _ in $(seq 1 360); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then
    if grep -qE "Error|Unsupported engine|WARN" "$work/start.log"; then cat "$work/start.log"; exit 1; fi
    # read the whole page first: grep -q stops reading at its match, which would fail curl's write (pipefail)
    home="$(curl -fsS "http://127.0.0.1:$port/")"
    grep -q "<title>" <<<"$home" || { echo "fresh start: / did not serve a page"; exit 1; }
    echo "fresh start: serving on port $port ($(grep -c . "$work/start.log") lines of output, no error)"
    exit 0
  fi
  if ! kill -0 "$server" 2>/dev/null; then
    echo "fresh start: pnpm start stopped before serving:"
    cat "$work/start.log"
    exit 1
  fi
  sleep 1
done
echo "fresh start: not serving after 6 minutes:"
cat "$work/start.log"
exit 1
