// `cards-lab perflab …` and `cards-lab fuzz …`: the lab's commands, with the built-in engines and
// the cards (EngineRegistry.cards). Every perflab and fuzz command line works after the word; any
// other first word is refused with the known commands (`cards-lab fuz run` is an error).
import CardsLayout
import Fuzzer
import LabSupport
import PerfLab
import Workloads

LabEntryPoint.main(program: "cards-lab", commands: [
    "perflab": { PerfLabCommand.main(arguments: $0, registry: .cards) },
    "fuzz": { FuzzCommand.main(arguments: $0, registry: .cards) },
])
