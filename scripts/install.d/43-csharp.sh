#!/usr/bin/env bash
# Debian's mono for the C# binding's test (scripts/ci/45-csharp.sh): the mcs compiler, the
# runtime and the class libraries it references (System.Runtime.Serialization for
# DataContractJsonSerializer). No NuGet: everything comes from Debian's packages. Idempotent.
set -euo pipefail
missing=()
command -v mcs >/dev/null 2>&1 || missing+=(mono-mcs)
command -v mono >/dev/null 2>&1 || missing+=(mono-runtime)
[ -e /usr/lib/mono/4.5/System.Runtime.Serialization.dll ] || missing+=(libmono-system-runtime-serialization4.0-cil)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
