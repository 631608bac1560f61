#!/usr/bin/env bash
# The README's start command on a fresh clone whose PATH finds the machine's own Node first (Debian's is
# older than 24): `pnpm install && pnpm start` must reach a serving product, never a stack trace.
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

git clone -q "$root" "$work/winhub"
cd "$work/winhub"
export PATH="$(dirname "$system_node"):$PATH"
echo "fresh start: a clone with $(node -v) first on the PATH"
pnpm install --frozen-lockfile >"$work/install.log" 2>&1 || { tail -20 "$work/install.log"; exit 1; }

port="$(node -e 's=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
# its own process group, so the whole start (and the Node 24 it runs on) stops with it
PORT="$port" DATA_DIR="$work/data" LOG_LEVEL=warn SERVICE_ORIGINS="erp=http://127.0.0.1:9" \
  setsid pnpm start >"$work/start.log" 2>&1 &
server=$!

for _ in $(seq 1 360); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then
    if grep -q "Error" "$work/start.log"; then cat "$work/start.log"; exit 1; fi
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
