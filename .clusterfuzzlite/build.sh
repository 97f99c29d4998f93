#!/bin/bash -eu
# Builds LayoutLab's fuzz targets for ClusterFuzzLite and OSS-Fuzz (docs/fuzzing-at-scale.md).
# The builder runs it with the checkout in $SRC/layoutlab, $OUT for what the fuzzers need, $WORK for
# scratch, and $SANITIZER (address, thread or coverage); scripts/oss-fuzz-build runs it the same way
# on a machine without Docker.
#
# Writes to $OUT, for each target T (layout-libfuzzer: decoded operation sequences against every
# strategy and the reference model; layout-files-libfuzzer: bytes fed to every file decoder;
# layout-uikit-libfuzzer: the case target's bytes on UIKit's flow layout through the UIKit adapter):
#   T                    the target, built with the flags the base image chose for $SANITIZER
#   T_seed_corpus.zip    its seed corpus (fuzz corpus export)
#   T.options, T.dict    libFuzzer's options and, for the front door, its dictionary

# SWIFTFLAGS and SWIFT6_2FLAGS for $SANITIZER, and llvm-symbolizer into $OUT.
. precompile_swift

cd "$SRC/layoutlab"
targets="layout-libfuzzer layout-files-libfuzzer layout-uikit-libfuzzer"

# The base image offers SWIFTFLAGS (`-Xswiftc -sanitize=fuzzer,…`, `-parse-as-library`) and
# SWIFT6_2FLAGS (SwiftPM's own `--sanitize=fuzzer`). SwiftPM links an executable target's entry point
# as `main` unless it was told of the fuzzer itself: with SWIFTFLAGS the targets link their plain
# replay `main` and never fuzz. So SWIFT6_2FLAGS, whatever the tools version says.
flags=${SWIFT6_2FLAGS:?"precompile_swift did not set SWIFT6_2FLAGS; this build needs a base image from 2025 on"}
scratch="$WORK/swift-$SANITIZER"

# A target whose Swift code lost its coverage instrumentation fuzzes blind: libFuzzer then counts
# only the C files' few edges (1 to 4 counters, against some 50,000) and keeps no new input. Builds
# of this script have produced such targets, not every time and for no cause found yet
# (docs/fuzzing-at-scale.md, "Coverage counters"). So every target is checked; one without its
# counters is rebuilt once from a clean scratch, and the build fails rather than ship it blind.
# Coverage builds are not checked: they are instrumented for profiles, not for libFuzzer.
minimum_counters=1000
counters() {
    SWIFT_BACKTRACE=enable=no "$1" -runs=0 2>&1 \
        | sed -n 's/.*Loaded 1 modules *(\([0-9]*\) inline 8-bit counters).*/\1/p' | head -n 1
}
for target in $targets; do
    # shellcheck disable=SC2086 # the flags are a list
    swift build -c release --product "$target" --scratch-path "$scratch" $flags
    built="$scratch/release/$target"
    if [ "$SANITIZER" != coverage ]; then
        found=$(counters "$built")
        if [ "${found:-0}" -lt "$minimum_counters" ]; then
            echo "build.sh: $target has ${found:-no} coverage counters (at least $minimum_counters expected): rebuilding it from a clean scratch" >&2
            fresh="$WORK/swift-$SANITIZER-$target"
            rm -rf "$fresh"
            # shellcheck disable=SC2086 # the flags are a list
            swift build -c release --product "$target" --scratch-path "$fresh" $flags
            built="$fresh/release/$target"
            found=$(counters "$built")
            if [ "${found:-0}" -lt "$minimum_counters" ]; then
                echo "build.sh: $target still has ${found:-no} coverage counters after a clean build: it would fuzz blind; stopping" >&2
                exit 1
            fi
        fi
        echo "build.sh: $target: $found coverage counters"
    fi
    cp "$built" "$OUT/$target"
done

# The `fuzz` command, built plainly (a tool of the build, not a target), writes the seed corpora: the
# regression corpus and the documented scenarios as the byte decoder's inputs, and the lab's own files
# (its seeds, the corpus, the scenarios) as they are for the front door. A debug build: it runs for
# seconds, and builds in a fraction of a release build's time.
tools="$WORK/swift-tools"
swift build --product fuzz --scratch-path "$tools"
for target in $targets; do
    seeds="$WORK/seeds-$target"
    rm -rf "$seeds"
    # The UIKit target reads the case target's format: the same inputs, each drawing a uikit-flow
    # case (a seed that draws a flow case for the built-ins draws the same shape for uikit-flow).
    case "$target" in
        layout-libfuzzer|layout-uikit-libfuzzer) kind=cases ;;
        layout-files-libfuzzer) kind=files ;;
    esac
    "$tools/debug/fuzz" corpus export --target "$kind" --output "$seeds" Tests/FuzzerTests/Corpus docs/scenarios
    # The byte inputs a sanitizer found something with, kept as they are (Tests/FuzzerTests/Corpus/libfuzzer).
    if [ "$kind" = cases ]; then cp Tests/FuzzerTests/Corpus/libfuzzer/* "$seeds/"; fi
    rm -f "$OUT/${target}_seed_corpus.zip"
    (cd "$seeds" && zip -q -r "$OUT/${target}_seed_corpus.zip" .)
    cp ".clusterfuzzlite/$target.options" "$OUT/"
    if [ -f ".clusterfuzzlite/$target.dict" ]; then cp ".clusterfuzzlite/$target.dict" "$OUT/"; fi
done
