// The `fuzz` executable: the fuzzer's command with the built-in engines. A package with engines
// of its own has a file like this one with its registry (docs/porting.md).
import Fuzzer
import Workloads

FuzzCommand.main(registry: .builtIn)
