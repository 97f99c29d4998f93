import FuzzCore

/// The entry point of a plain build (no `--sanitize=fuzzer`): each file named on the command line
/// through `fuzzOne` (`PlainReplay`), so a crash artifact replays without libFuzzer.
@_cdecl("LayoutFilesLibFuzzer_main")
public func replayFiles(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    PlainReplay.main(program: "layout-files-libfuzzer", does: "A plain build feeds each FILE (a crash artifact or corpus input) to every file decoder, as the\n"
                     + "fuzz target does.", arguments: PlainReplay.arguments(argc, argv), fuzzOne: fuzzOne)
}
