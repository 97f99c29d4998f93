import FuzzCore
import UIKitFuzzing
import Workloads

/// libFuzzer's entry point for the UIKit surface: the bytes decoded into a case as the case target
/// decodes them (`ByteDecoder`: the same format, the same records), drawn from a registry holding
/// `uikit-flow` alone, so every input drives UIKit's flow layout through `UIKitLayoutEngine` —
/// the UIKit collection view, its invalidation contexts and batch updates, the attributes objects
/// and the flow layout's engine bridge. A failing check traps, as in `layout-libfuzzer`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    CaseTarget.testOneInput(data, size, registry: .uikitFlow)
}
