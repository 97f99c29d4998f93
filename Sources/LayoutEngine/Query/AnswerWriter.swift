/// The attributes of a query's answer, written in place into an array made for them: room for as
/// many elements as the strategy found, filled in order. Appending to an array checks its
/// uniqueness and capacity, and copies each attributes value through its value witness, for every
/// element: for a screen's answer that cost about as much as finding the elements.
///
/// Invariant: `count ≤ capacity`; the first `count` slots are initialised, and become the array's
/// elements.
///
/// `@safe` (strict memory safety): its slots are unsafe storage behind a safe interface. A writer is
/// made only by `answer(capacity:_:)`, lent to its closure (`inout`, which cannot escape), and
/// `append` checks the room in every build.
@safe
struct AnswerWriter {
    /// The most candidates an engine's one-pass answer (`LayoutMachinery.answer(in:source:bySearch:byOrdinals:)`)
    /// allocates room for (96 bytes each, 384 KiB): beyond them it declines, and the answer is
    /// built from the ordinals, allocated at its size, since a tall, narrow rect can have many
    /// times more candidates than elements.
    static let onePassCandidateLimit = 4_096

    private let slots: UnsafeMutableBufferPointer<LayoutAttributes>
    /// The attributes written so far.
    private(set) var count = 0

    private init(slots: UnsafeMutableBufferPointer<LayoutAttributes>) {
        unsafe self.slots = unsafe slots
    }

    /// Writes `attributes` after those written so far.
    /// - Precondition: fewer than the capacity given to `answer(capacity:_:)` have been written.
    /// - Complexity: O(1).
    @inline(__always)
    mutating func append(_ attributes: LayoutAttributes) {
        unsafe precondition(count < slots.count, "an answer written past the room made for it")
        unsafe (slots.baseAddress! + count).initialize(to: attributes)
        count += 1
    }

    /// The array `write` fills, with room for `capacity` attributes (it may write fewer).
    ///
    /// With no room, `write` runs with a writer of no slots (an append traps, as it would in an
    /// array of capacity 0) and the answer is the empty array literal: the standard library's
    /// `init(unsafeUninitializedCapacity:)` with capacity 0 stores the count 0 into the one
    /// empty-array object every thread shares, which ThreadSanitizer reports as a data race when
    /// two threads answer empty queries (`fuzz run --jobs 2`, docs/fuzzing-at-scale.md).
    /// - Complexity: O(capacity) to allocate, plus `write`.
    @inline(__always)
    static func answer(capacity: Int, _ write: (inout AnswerWriter) -> Void) -> [LayoutAttributes] {
        guard capacity > 0 else {
            var writer = unsafe AnswerWriter(slots: UnsafeMutableBufferPointer(start: nil, count: 0))
            write(&writer)
            return []
        }
        return unsafe [LayoutAttributes](unsafeUninitializedCapacity: capacity) { slots, initialized in
            var writer = unsafe AnswerWriter(slots: slots)
            write(&writer)
            initialized = writer.count
        }
    }
}
