import FuzzCore

/// The entry point of a plain build (no `--sanitize=fuzzer`): each file named on the command line
/// through `fuzzOne` (`PlainReplay`), so a crash artifact or corpus input replays without libFuzzer.
@_cdecl("LayoutUIKitLibFuzzer_main")
public func replayFiles(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    PlainReplay.main(program: "layout-uikit-libfuzzer", does: "A plain build replays each FILE (a crash artifact or corpus input) through the fuzzer's entry point,\n"
                     + "on uikit-flow (UIKit's flow layout through UIKitLayoutEngine).", arguments: PlainReplay.arguments(argc, argv), fuzzOne: fuzzOne)
}
