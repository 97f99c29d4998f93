// What the perf lab counts in its own process beside time: allocation calls (glibc's allocator
// interposed, Linux only) and retired instructions (perf_event_open, where the kernel allows);
// and Callgrind's client requests, for the counted mode.
// See docs/perflab.md, "Allocations and instructions".
#ifndef PROCESS_COUNTERS_H
#define PROCESS_COUNTERS_H

#include <stdbool.h>
#include <stdint.h>

/// Whether allocation calls are counted in this build: true on Linux with glibc, where this
/// target defines malloc, calloc, realloc, posix_memalign, aligned_alloc and memalign and
/// forwards each to glibc's own.
bool lab_allocations_available(void);

/// Starts counting the calling thread's allocation calls from zero.
void lab_allocations_start(void);

/// Stops counting and returns the calling thread's allocation calls since the start.
uint64_t lab_allocations_stop(void);

/// While `hide` is true (a counted run sets it around each measured call, with Callgrind's
/// collection on), every allocator call of the calling thread switches Callgrind's collection off
/// around glibc's own allocator, whose instruction count depends on the heap's history, and on
/// again after. Does nothing where allocations are not interposed or Valgrind's headers are absent.
void lab_allocations_hide_from_callgrind(bool hide);

/// Opens a counter of the calling thread's retired user-space instructions, disabled. Returns
/// a file descriptor, or -errno when the kernel refuses (no PMU, perf_event_paranoid, seccomp).
int lab_instructions_open(void);

/// Resets and enables the counter `fd`; 0 or -errno.
int lab_instructions_start(int fd);

/// Disables the counter `fd` and returns the instructions counted since the start, or -errno.
int64_t lab_instructions_stop(int fd);

void lab_instructions_close(int fd);

/// Whether this build has Callgrind's client requests: Valgrind's headers were found at build
/// time (`perflab run --measure instructions`, docs/perflab-counted.md). False: every request
/// below does nothing.
bool lab_callgrind_requests_available(void);

/// Whether the process runs under Valgrind (RUNNING_ON_VALGRIND); false without the headers.
bool lab_running_on_valgrind(void);

/// Callgrind's client requests, by their macros' names: instrumentation on and off (off flushes
/// the translated code), the counts zeroed, collection toggled, the counts since the last dump or
/// zeroing written as one dump part whose description is `reason`.
void lab_callgrind_start_instrumentation(void);
void lab_callgrind_stop_instrumentation(void);
void lab_callgrind_zero_stats(void);
void lab_callgrind_toggle_collect(void);
void lab_callgrind_dump_stats(const char *reason);

#endif
