// Callgrind's client requests, for `perflab run --measure instructions`: switch instrumentation
// and collection on and off around the measured calls and dump the counts per benchmark. Where
// Valgrind's headers are absent at build time every request compiles to nothing and
// lab_callgrind_requests_available() says so; outside Valgrind a request is a few no-op
// instructions (the macros' magic sequence), so the default mode does not need Valgrind.
#include "ProcessCounters.h"

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define LAB_HAS_CALLGRIND 1
#endif
#endif

#if defined(LAB_HAS_CALLGRIND)

bool lab_callgrind_requests_available(void) { return true; }
bool lab_running_on_valgrind(void) { return RUNNING_ON_VALGRIND != 0; }
void lab_callgrind_start_instrumentation(void) { CALLGRIND_START_INSTRUMENTATION; }
void lab_callgrind_stop_instrumentation(void) { CALLGRIND_STOP_INSTRUMENTATION; }
void lab_callgrind_zero_stats(void) { CALLGRIND_ZERO_STATS; }
void lab_callgrind_toggle_collect(void) { CALLGRIND_TOGGLE_COLLECT; }
void lab_callgrind_dump_stats(const char *reason) { CALLGRIND_DUMP_STATS_AT(reason); }

#else

bool lab_callgrind_requests_available(void) { return false; }
bool lab_running_on_valgrind(void) { return false; }
void lab_callgrind_start_instrumentation(void) {}
void lab_callgrind_stop_instrumentation(void) {}
void lab_callgrind_zero_stats(void) {}
void lab_callgrind_toggle_collect(void) {}
void lab_callgrind_dump_stats(const char *reason) { (void)reason; }

#endif
