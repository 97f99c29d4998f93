#include <stddef.h>
#include <stdint.h>

/// libFuzzer's own mutator on `data` (`size` bytes, room for `max_size`), returning the new size;
/// 0 when the program was not built with -sanitize=fuzzer and libFuzzer is not linked.
size_t layoutlab_libfuzzer_mutate(uint8_t *data, size_t size, size_t max_size);
