#!/usr/bin/env bash
# Copies the generated Swift bindings where SwiftPM compiles them:
#   build/bindings/swift/TallyCore.swift       -> ios/TallyKit/Sources/TallyCore/generated/TallyCore.swift
#   build/bindings/swift/TallyCoreTypes.swift  -> ios/TallyKit/Sources/TallyCore/generated/TallyCoreTypes.swift
#   build/bindings/swift/TallyCoreFFI.h        -> ios/TallyKit/Sources/TallyCoreFFI/TallyCoreFFI.h
#   build/bindings/swift/TallyCoreFFI.modulemap -> ios/TallyKit/Sources/TallyCoreFFI/module.modulemap
# The TallyCoreFFI directory is the system-library target used on Linux (on Apple
# platforms the header and module map travel inside TallyCoreFFI.xcframework).
# tests/swift reaches the same directories through symlinks. The copies are build
# outputs (git-ignored): never edit them; run bindings/generate and this script.
# Files that did not change are left alone, so SwiftPM does not rebuild them.
#
# Usage: ios/scripts/stage-bindings.sh [BINDINGS_DIR]   (default: build/bindings/swift,
#        or $TALLY_BINDINGS_OUT/swift when set, as bindings/generate writes it)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
from="${1:-${TALLY_BINDINGS_OUT:-$root/build/bindings}/swift}"
kit="$root/ios/TallyKit/Sources"

for file in TallyCore.swift TallyCoreTypes.swift TallyCoreFFI.h TallyCoreFFI.modulemap; do
  [[ -f "$from/$file" ]] || { echo "stage-bindings: $from/$file is missing: run bindings/generate first" >&2; exit 1; }
done

copy() { # source destination
  mkdir -p "$(dirname "$2")"
  if ! cmp -s "$1" "$2"; then
    cp "$1" "$2"
    echo "stage-bindings: ${2#"$root"/}"
  fi
}
copy "$from/TallyCore.swift" "$kit/TallyCore/generated/TallyCore.swift"
copy "$from/TallyCoreTypes.swift" "$kit/TallyCore/generated/TallyCoreTypes.swift"
copy "$from/TallyCoreFFI.h" "$kit/TallyCoreFFI/TallyCoreFFI.h"
copy "$from/TallyCoreFFI.modulemap" "$kit/TallyCoreFFI/module.modulemap"
