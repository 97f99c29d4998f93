import LabSupport
import LayoutEngine

/// The memory-write floor of a full layout pass: the time to allocate and write, once, the bytes
/// an engine that stores every frame writes per element (a 32-byte frame and a 12-byte identity,
/// as `ElementTable` holds them), with nothing computed. No prepare that stores its frames can be
/// faster; each engine's prepare time is reported as a multiple of it (`Report+Comparisons`).
struct MemoryWriteFloor {
    var context: BenchmarkContext

    /// 12 bytes, as `ElementTable`'s key.
    private struct Identity {
        var section: Int32
        var item: Int32
        var kind: Int32
    }

    func run(items: Int) -> BenchmarkResult {
        context.progress("\(BenchmarkFamily.memoryWriteFloor) \(items)")
        let samples = context.sampler.measure(sameEveryCall: true, setUp: { () in }) { _ in
            var frames = ContiguousArray<Rect>()
            var identities = ContiguousArray<Identity>()
            frames.reserveCapacity(items)
            identities.reserveCapacity(items)
            for item in 0..<items {
                let along = Double(item)
                frames.append(Rect(x: 0, y: along, width: 1, height: 1))
                identities.append(Identity(section: 0, item: Int32(truncatingIfNeeded: item), kind: 0))
            }
            consume(frames)
            consume(identities)
        }
        let bytes = Double(MemoryLayout<Rect>.stride + MemoryLayout<Identity>.stride)
        return BenchmarkResult(family: .memoryWriteFloor, engine: nil, strategy: nil, items: items,
                               samples: samples, counters: [(name: .bytesPerElement, value: bytes)])
    }
}
