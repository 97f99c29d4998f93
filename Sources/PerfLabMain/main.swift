// The `perflab` executable: the lab's command with the built-in engines. A package with engines
// of its own has a file like this one with its registry (docs/porting.md).
import PerfLab
import Workloads

PerfLabCommand.main(registry: .builtIn)
