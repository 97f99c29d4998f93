// `cards-lab perflab …` and `cards-lab fuzz …`: the lab's commands, with the built-in engines and
// the cards (EngineRegistry.cards). Every perflab and fuzz command line works after the word.
import CardsLayout
import Foundation
import Fuzzer
import PerfLab
import Workloads

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "perflab": PerfLabCommand.main(arguments: Array(arguments.dropFirst()), registry: .cards)
case "fuzz": FuzzCommand.main(arguments: Array(arguments.dropFirst()), registry: .cards)
default:
    printError("""
        usage: cards-lab perflab|fuzz <subcommand> [options]
        example: swift run -c release cards-lab perflab run --suite quick --filter cards
        example: swift run -c release cards-lab fuzz run --engine cards --seconds 20
        """)
    exit(2)
}
