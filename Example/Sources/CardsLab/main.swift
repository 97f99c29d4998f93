// `cards-lab perflab …` and `cards-lab fuzz …`: the lab's commands, with the built-in engines and
// the cards and their UIKit original (EngineRegistry.cardsAndOriginal). Every perflab and fuzz command line works after the word; any
// other first word is refused with the known commands (`cards-lab fuz run` is an error).
import CardsLayout
import UIKitOriginals
import Fuzzer
import LabSupport
import PerfLab
import Workloads

LabEntryPoint.main(program: "cards-lab", commands: [
    "perflab": { PerfLabCommand.main(arguments: $0, registry: .cardsAndOriginal) },
    "fuzz": { FuzzCommand.main(arguments: $0, registry: .cardsAndOriginal) },
])
