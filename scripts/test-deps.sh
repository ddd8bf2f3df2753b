#!/usr/bin/env bash
# What the real-server tests drive, brought by `npm test` itself (its pretest) and so by .ci/run, which calls it:
# Debian's chromium (the dashboard's and browser tools' tests; never a downloaded browser), redis-server and postgresql
# (tests start their own server on a free port), wrk (`npm run bench`'s HTTP load), lynx (text_browser's tests) and
# bubblewrap (the sandbox the shell tool and MCP stdio servers run in: its tests use the real bwrap).
# When one is missing it is installed with apt-get if that can happen without a question (root, or sudo without a
# password); otherwise this stops at once with the one command to run. Nothing is installed when everything is there.
set -euo pipefail

# Debian keeps initdb off the PATH, in /usr/lib/postgresql/<version>/bin: where test/helpers/postgres.ts looks (and
# pg_config --bindir points), else on the PATH. TEST_DEPS_PG_ROOT lets the script's own test point elsewhere.
pg_root=${TEST_DEPS_PG_ROOT:-/usr/lib/postgresql}
have() { command -v "$1" >/dev/null 2>&1; }

missing=()
have chromium || missing+=(chromium)
have redis-server || missing+=(redis-server)
{ compgen -G "$pg_root/*/bin/initdb" >/dev/null || have initdb; } || missing+=(postgresql)
have wrk || missing+=(wrk)
have lynx || missing+=(lynx)
have bwrap || missing+=(bubblewrap)
[ "${#missing[@]}" -eq 0 ] && exit 0

install="apt-get install -y --no-install-recommends ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if have sudo && sudo -n true 2>/dev/null; then sudo="sudo"; else sudo="none"; fi
fi
if ! have apt-get || [ "$sudo" = "none" ]; then
  {
    echo "npm test needs programs that are not installed: ${missing[*]}."
    if have apt-get; then
      echo "Install them (this needs root), then run npm test again:"
      echo "  sudo apt-get update && sudo $install"
    else
      echo "On Debian or Ubuntu: sudo apt-get update && sudo $install"
      echo "Elsewhere, install the same programs with the system's package manager (chromium, redis-server, postgresql's initdb, wrk, lynx, bubblewrap's bwrap)."
    fi
  } >&2
  exit 1
fi
echo "npm test: installing ${missing[*]} with apt-get" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
