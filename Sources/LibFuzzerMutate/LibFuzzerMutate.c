#include "LibFuzzerMutate.h"

// Weak, so that a plain build (no libFuzzer) links: the address is then null.
extern size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size) __attribute__((weak));

size_t layoutlab_libfuzzer_mutate(uint8_t *data, size_t size, size_t max_size) {
    return LLVMFuzzerMutate ? LLVMFuzzerMutate(data, size, max_size) : 0;
}
