#include <stdlib.h>

// Swift's backtracer (on by default on Linux) installs handlers for the signals a trap raises.
// libFuzzer does not replace a handler that is already installed, and the backtracer, spawned
// under libFuzzer, never returns: a failing check would hang the fuzzer instead of leaving a
// crash artifact. `SWIFT_BACKTRACE=enable=no` in the environment avoids that, but ClusterFuzzLite
// and OSS-Fuzz start the target themselves. So the target sets it before the runtime reads it:
// a constructor of priority 101 runs before every constructor of default priority in the same
// executable, the runtime's included when the standard library is linked statically (what the
// base image's flags do: -static-stdlib). With a dynamically linked runtime the runtime's
// constructors run first and this comes too late; those builds still need the variable set by
// hand (docs/fuzzing-libfuzzer.md). A value already set is left alone.
__attribute__((constructor(101))) static void layoutlab_disable_swift_backtracer(void) {
    setenv("SWIFT_BACKTRACE", "enable=no", 0);
}
