import Testing

/// The generator every randomised test depends on: a seed must mean the same sequence everywhere.
@Suite struct SplitMix64Tests {
    @Test func matchesTheReferenceSequence() {
        // The first outputs of the reference implementation (Vigna's splitmix64.c) for seed 0.
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(rng.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func boundedHelpersStayInRange() {
        var rng = SplitMix64(seed: 42)
        var seen = Set<Int>()
        for _ in 0..<2_000 {
            let value = rng.int(in: -3...3)
            #expect((-3...3).contains(value))
            seen.insert(value)
            let unit = rng.unit()
            #expect(unit >= 0 && unit < 1)
        }
        #expect(seen.count == 7)
    }
}
