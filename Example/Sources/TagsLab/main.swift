// `tags-lab perflab …` and `tags-lab fuzz …`: the lab's commands, with the built-in engines and
// the sticky-tags port, its UIKit original and the UIKit sample layouts (EngineRegistry.stickyTagsAndOriginal). Any other first word is refused with the
// known commands (`tags-lab fuz run` is an error, not `perflab run`).
import Fuzzer
import LabSupport
import PerfLab
import StickyTagsLayout
import UIKitOriginals
import Workloads

LabEntryPoint.main(program: "tags-lab", commands: [
    "perflab": { PerfLabCommand.main(arguments: $0, registry: .stickyTagsAndOriginal) },
    "fuzz": { FuzzCommand.main(arguments: $0, registry: .stickyTagsAndOriginal) },
])
