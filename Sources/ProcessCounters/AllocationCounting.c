// Allocation calls counted per thread by replacing glibc's allocator, as the glibc manual allows
// ("Replacing malloc": ELF symbol interposition): the executable that links this file defines
// malloc and its kin, every call in the process (the Swift runtime's included) comes here, and
// each forwards to glibc's own implementation (__libc_malloc and friends).
//
// Each block carries a 16-byte header before the pointer handed out: where glibc's block starts
// and the size asked for. malloc_usable_size answers that size. Without it the count would not be
// deterministic: Swift sets an array's capacity from malloc_usable_size, which for glibc depends
// on which free chunk a request reuses (the heap's history), and a capacity that varies changes
// when the next append reallocates. With it, an allocation count depends on the code and its
// input only. The price: 16 bytes more per block, and arrays without the allocator's slack.
#include "ProcessCounters.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <stddef.h>
#include <string.h>

// In a counted run (docs/perflab-counted.md) glibc's allocator runs with Callgrind's collection
// switched off: how many instructions a malloc or free takes depends on the heap's history (which
// bin holds a free chunk, what to consolidate), so counting it would make an operation's figure
// depend on what ran before it in the process. What stays counted: this file's own wrapper code,
// the same instructions every call, and each call through the allocation counter.
#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define LAB_TOGGLE_COLLECT() CALLGRIND_TOGGLE_COLLECT
#endif
#endif
#ifndef LAB_TOGGLE_COLLECT
#define LAB_TOGGLE_COLLECT() ((void)0)
#endif

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

enum { header_size = 16 };

/// Before every block handed out: glibc's block, and the size asked for.
typedef struct {
    char *base;
    size_t size;
} Header;

_Static_assert(sizeof(Header) == header_size, "the header keeps blocks 16-byte aligned");

// Initial-exec: the executable's static TLS block exists before any code runs, so reading these
// never allocates (a dynamic TLS access could call malloc, and recurse).
static __thread bool counting __attribute__((tls_model("initial-exec")));
static __thread uint64_t allocations __attribute__((tls_model("initial-exec")));

/// True while Callgrind collects around a measured call (`lab_allocations_hide_from_callgrind`).
static __thread bool hiding __attribute__((tls_model("initial-exec")));

static inline void count_one(void) {
    if (counting) allocations += 1;
}

// glibc's allocator, with Callgrind's collection off around it while `hiding`: the wrapper
// `glibc_NAME PARAMETERS` returns `__libc_NAME ARGUMENTS`, each the same code but for the call.
#define LAB_GLIBC_ALLOCATOR(name, parameters, arguments) \
    static void *glibc_##name parameters { \
        if (!hiding) return __libc_##name arguments; \
        LAB_TOGGLE_COLLECT(); \
        void *result = __libc_##name arguments; \
        LAB_TOGGLE_COLLECT(); \
        return result; \
    }

LAB_GLIBC_ALLOCATOR(malloc, (size_t size), (size))
LAB_GLIBC_ALLOCATOR(calloc, (size_t count, size_t size), (count, size))
LAB_GLIBC_ALLOCATOR(realloc, (void *pointer, size_t size), (pointer, size))
LAB_GLIBC_ALLOCATOR(memalign, (size_t alignment, size_t size), (alignment, size))

static void glibc_free(void *pointer) {
    if (!hiding) { __libc_free(pointer); return; }
    LAB_TOGGLE_COLLECT();
    __libc_free(pointer);
    LAB_TOGGLE_COLLECT();
}

static inline Header *header_of(void *pointer) {
    return (Header *)((char *)pointer - header_size);
}

/// Writes the header of a block of glibc's starting at `base`, handed out at `pointer`.
static inline void *hand_out(char *base, char *pointer, size_t size) {
    Header *header = header_of(pointer);
    header->base = base;
    header->size = size;
    return pointer;
}

static void *allocate(size_t size) {
    if (size > SIZE_MAX - header_size) { errno = ENOMEM; return NULL; }
    char *base = glibc_malloc(size + header_size);
    return base == NULL ? NULL : hand_out(base, base + header_size, size);
}

static void *allocate_aligned(size_t alignment, size_t size) {
    if (alignment <= header_size) return allocate(size);
    if (size > SIZE_MAX - alignment) { errno = ENOMEM; return NULL; }
    // The header fits in the first `alignment` bytes, which are a multiple of 16.
    char *base = glibc_memalign(alignment, size + alignment);
    return base == NULL ? NULL : hand_out(base, base + alignment, size);
}

void *malloc(size_t size) {
    count_one();
    return allocate(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    if (size != 0 && count > (SIZE_MAX - header_size) / size) { errno = ENOMEM; return NULL; }
    char *base = glibc_calloc(1, count * size + header_size);
    return base == NULL ? NULL : hand_out(base, base + header_size, count * size);
}

void free(void *pointer) {
    if (pointer != NULL) glibc_free(header_of(pointer)->base);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    if (pointer == NULL) return allocate(size);
    if (size == 0) { free(pointer); return NULL; }
    Header *header = header_of(pointer);
    if (header->base + header_size != (char *)pointer) {
        // An aligned block: glibc cannot keep its alignment, so copy.
        void *moved = allocate_aligned((size_t)((char *)pointer - header->base), size);
        if (moved == NULL) return NULL;
        memcpy(moved, pointer, header->size < size ? header->size : size);
        free(pointer);
        return moved;
    }
    if (size > SIZE_MAX - header_size) { errno = ENOMEM; return NULL; }
    char *base = glibc_realloc(header->base, size + header_size);
    return base == NULL ? NULL : hand_out(base, base + header_size, size);
}

void *reallocarray(void *pointer, size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / size) { errno = ENOMEM; return NULL; }
    return realloc(pointer, count * size);
}

void *memalign(size_t alignment, size_t size) {
    count_one();
    return allocate_aligned(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return allocate_aligned(alignment, size);
}

void *valloc(size_t size) {
    count_one();
    return allocate_aligned(4096, size);
}

void *pvalloc(size_t size) {
    count_one();
    return allocate_aligned(4096, (size + 4095) & ~(size_t)4095);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    // POSIX: a power of two and a multiple of sizeof(void *), else EINVAL.
    if (alignment == 0 || (alignment & (alignment - 1)) != 0 || alignment % sizeof(void *) != 0) return EINVAL;
    count_one();
    void *pointer = allocate_aligned(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

size_t malloc_usable_size(void *pointer) {
    return pointer == NULL ? 0 : header_of(pointer)->size;
}

bool lab_allocations_available(void) { return true; }

void lab_allocations_start(void) {
    allocations = 0;
    counting = true;
}

uint64_t lab_allocations_stop(void) {
    counting = false;
    return allocations;
}

void lab_allocations_hide_from_callgrind(bool hide) {
    hiding = hide;
}

#else

bool lab_allocations_available(void) { return false; }
void lab_allocations_start(void) {}
uint64_t lab_allocations_stop(void) { return 0; }
void lab_allocations_hide_from_callgrind(bool hide) { (void)hide; }

#endif
