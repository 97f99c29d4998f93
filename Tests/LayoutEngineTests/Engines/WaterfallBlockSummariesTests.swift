import LabSupport
import Testing
@testable import LayoutEngine
import Workloads

/// The waterfall's block summaries against recomputation from their spans, through passes that
/// truncate anywhere (inside a block, at a block's start, to nothing) and append anything,
/// and the candidate blocks of a search against a brute-force filter of the spans.
@Suite struct WaterfallBlockSummariesTests {
    typealias Span = WaterfallElements.Span
    typealias Summaries = WaterfallElements.BlockSummaries

    /// 70 spans at along 0, 10, 20, …, each 10 long: blocks of 32 hold 0–310, 320–630 and
    /// 640–690; a query of 315 to 325 can only meet the first two blocks (span 31 ends at 320,
    /// span 32 starts at 320), and one of 700 to 800 none.
    @Test func candidatesOfOrderedSpansByHand() {
        var spans = ContiguousArray<Span>()
        var summaries = Summaries()
        summaries.reopen(at: 0, spans: spans)
        for index in 0..<70 {
            spans.append(Span(along: Double(10 * index), alongLength: 10, acrossLength: 1))
            summaries.add(spans[index], count: spans.count)
        }
        summaries.seal(count: spans.count)
        summaries._checkInvariants(spans: spans)
        #expect(summaries.blockCount == 3)
        #expect(summaries.candidateBlocks(low: 315, high: 325) == 0..<2)
        #expect(summaries.candidateBlocks(low: 700, high: 800).isEmpty)
        #expect(summaries.candidateBlocks(low: .nan, high: 100).isEmpty)
    }

    @Test func passesKeepTheSummariesExactAndCandidatesComplete() {
        for seed: UInt64 in 1...300 {
            var generator = SeededGenerator(seed: seed)
            var spans = ContiguousArray<Span>()
            var summaries = Summaries()
            for pass in 0..<12 {
                let context = "seed \(seed), pass \(pass)"
                // Truncate anywhere: to nothing, to a block's start, inside a block, or not at all.
                let keep: Int
                switch generator.int(in: 0..<4) {
                case 0: keep = 0
                case 1: keep = (generator.int(in: 0...spans.count) >> Summaries.shift) << Summaries.shift
                case 2: keep = generator.int(in: 0...spans.count)
                default: keep = spans.count
                }
                spans.removeSubrange(keep...)
                summaries.reopen(at: keep, spans: spans)
                // Appended spans may start anywhere, before earlier ones too, and be empty.
                for _ in 0..<generator.int(in: 0...90) {
                    let along = Double(generator.int(in: -50...2_000)) / 4
                    let length = generator.chance(0.1) ? 0 : Double(generator.int(in: 0...400)) / 4
                    spans.append(Span(along: along, alongLength: length, acrossLength: 1))
                    summaries.add(spans[spans.count - 1], count: spans.count)
                }
                summaries.seal(count: spans.count)
                summaries._checkInvariants(spans: spans)
                for _ in 0..<20 {
                    let low = Double(generator.int(in: -100...2_200)) / 4
                    let high = low + Double(generator.int(in: 0...600)) / 4
                    let candidates = summaries.candidateBlocks(low: low, high: high)
                    for (ordinal, span) in spans.enumerated() where span.along < high && low < span.along + span.alongLength {
                        #expect(candidates.contains(ordinal >> Summaries.shift),
                                "\(context): span \(ordinal) meets \(low)..<\(high) outside blocks \(candidates)")
                    }
                    // The range is no wider than the two searches make it: the block before it
                    // reaches no farther than `low`, and its last block starts before `high`.
                    if candidates.lowerBound > 0 {
                        #expect(summaries.reach[candidates.lowerBound - 1] <= low, "\(context)")
                    }
                    if let last = candidates.last { #expect(summaries.nearFromHere[last] < high, "\(context)") }
                }
            }
        }
    }
}
