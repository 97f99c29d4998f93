// Retired user-space instructions of the calling thread, through perf_event_open(2). Where the
// kernel has no PMU for the process (most virtual machines), forbids it (perf_event_paranoid > 2)
// or a seccomp filter blocks the call, opening fails and the lab omits instructions.
#include "ProcessCounters.h"

#if defined(__linux__)
#include <errno.h>
#include <linux/perf_event.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

int lab_instructions_open(void) {
    struct perf_event_attr attributes;
    memset(&attributes, 0, sizeof attributes);
    attributes.type = PERF_TYPE_HARDWARE;
    attributes.size = sizeof attributes;
    attributes.config = PERF_COUNT_HW_INSTRUCTIONS;
    attributes.disabled = 1;
    attributes.exclude_kernel = 1;
    attributes.exclude_hv = 1;
    long fd = syscall(SYS_perf_event_open, &attributes, 0, -1, -1, 0);
    return fd < 0 ? -errno : (int)fd;
}

int lab_instructions_start(int fd) {
    if (ioctl(fd, PERF_EVENT_IOC_RESET, 0) != 0 || ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) != 0) return -errno;
    return 0;
}

int64_t lab_instructions_stop(int fd) {
    if (ioctl(fd, PERF_EVENT_IOC_DISABLE, 0) != 0) return -errno;
    uint64_t count = 0;
    if (read(fd, &count, sizeof count) != (ssize_t)sizeof count) return -EIO;
    return (int64_t)count;
}

void lab_instructions_close(int fd) { close(fd); }

#else

int lab_instructions_open(void) { return -38; /* ENOSYS */ }
int lab_instructions_start(int fd) { (void)fd; return -38; }
int64_t lab_instructions_stop(int fd) { (void)fd; return -38; }
void lab_instructions_close(int fd) { (void)fd; }

#endif
