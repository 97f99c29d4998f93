/// The kind of a supplementary or decoration view, as UIKit's `elementKind` strings
/// (`UICollectionView.elementKindSectionHeader`, or a layout's own, such as `"DayHeaderView"`).
///
/// A kind is a plain 16-byte value, copied without reference counting, so attributes that hold
/// one are trivially copyable: a query's answer is written and freed without a value witness per
/// element (docs/performance-targets.md). Its UTF-8 bytes are held:
/// - inline, up to `inlineCapacity` (15) bytes: every built-in kind, and most names;
/// - as a pointer to immortal bytes, for a longer kind: a string literal's own static bytes, or,
///   for a longer string made at run time, a copy made once for that kind value and never freed
///   (a program names its kinds a handful of times; one that builds long kinds from strings in a
///   loop keeps every copy).
///
/// Kinds are compared and hashed by their strings: two kinds are equal exactly when their
/// `rawValue`s are. A string has one form, fixed by its length, so equal strings have equal
/// inline words, or equal lengths and bytes.
public struct ElementKind: Hashable, @unchecked Sendable, ExpressibleByStringLiteral {
    // Sendable: the bytes a kind points to are never written or freed after it is made.

    /// The most UTF-8 bytes a kind holds inline.
    public static let inlineCapacity = 15

    /// Byte 15 is the form: 0 to 15 for an inline kind of that many bytes (the bytes in 0–14,
    /// unused bytes zero), `outOfLine` for a longer one (a pointer to its bytes in 0–7, its byte
    /// count in bytes 8–14, little-endian).
    @usableFromInline var words: (UInt64, UInt64) = (0, 0)
    private static let outOfLine: UInt8 = 0xFF
    @usableFromInline static let absentForm: UInt8 = 0xFE

    /// No kind: a value no string gives (its form byte is neither a length nor `outOfLine`), which
    /// `ElementID` stores for a cell's nil kind, so that an optional kind costs no extra byte.
    @inlinable static var absent: ElementKind { ElementKind(words: (0, (UInt64(absentForm) << 56).littleEndian)) }

    /// Whether this is `absent`.
    @inlinable var isAbsent: Bool { form == Self.absentForm }

    /// Byte 15 of `words`: an inline kind's length, `outOfLine` or `absentForm`.
    @inlinable var form: UInt8 { UInt8(truncatingIfNeeded: UInt64(littleEndian: words.1) >> 56) }

    @inlinable init(words: (UInt64, UInt64)) {
        self.words = words
    }

    /// A kind named `rawValue`.
    /// - Complexity: O(n) for n UTF-8 bytes.
    public init(_ rawValue: String) {
        var rawValue = rawValue
        let held = rawValue.withUTF8 { bytes in
            unsafe bytes.count <= Self.inlineCapacity ? Self(inline: UnsafeRawBufferPointer(bytes)) : nil
        }
        if let held {
            self = held
            return
        }
        let count = rawValue.utf8.count
        let copy = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 1)
        rawValue.withUTF8 { unsafe copy.copyMemory(from: $0.baseAddress!, byteCount: count) }
        unsafe self.init(outOfLine: UnsafeRawPointer(copy), count: count)
    }

    /// A kind written as a string literal, as `"badge"`: a longer literal's static bytes are used
    /// in place.
    /// - Complexity: O(n) for n UTF-8 bytes.
    public init(stringLiteral value: StaticString) {
        guard value.hasPointerRepresentation else {
            self.init(String(describing: value))
            return
        }
        let bytes = unsafe UnsafeRawBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount)
        if bytes.count <= Self.inlineCapacity {
            unsafe self.init(inline: bytes)
        } else {
            unsafe self.init(outOfLine: UnsafeRawPointer(value.utf8Start), count: bytes.count)
        }
    }

    private init(inline bytes: UnsafeRawBufferPointer) {
        unsafe withUnsafeMutableBytes(of: &words) { words in
            unsafe words.copyMemory(from: bytes)
            unsafe words[15] = UInt8(bytes.count)
        }
    }

    private init(outOfLine bytes: UnsafeRawPointer, count: Int) {
        words = (UInt64(UInt(bitPattern: bytes)), (UInt64(Self.outOfLine) << 56 | UInt64(count)).littleEndian)
    }

    /// The kind's UTF-8 bytes, for the duration of `body`; none for `absent` (which no public API
    /// hands out, but reflection reaches: a `Mirror` of an `ElementID` shows its stored kind, and
    /// Swift Testing describes it when an expectation on attributes fails).
    private func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        let form = form
        guard form == Self.outOfLine else {
            let count = form == Self.absentForm ? 0 : Int(form)
            return unsafe withUnsafeBytes(of: words) { unsafe body(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
        let count = Int(UInt64(littleEndian: words.1) & (1 << 56 - 1))
        return unsafe body(UnsafeRawBufferPointer(start: UnsafeRawPointer(bitPattern: UInt(words.0)), count: count))
    }

    /// The kind's string.
    /// - Complexity: O(n) for n UTF-8 bytes.
    public var rawValue: String { unsafe withUTF8 { unsafe String(decoding: $0, as: UTF8.self) } }

    /// Equal when the strings are: equal words (the same inline bytes, or the same pointer and
    /// length), or equal bytes behind two pointers.
    /// - Complexity: O(1) inline; O(n) for two longer kinds of n bytes at different addresses.
    public static func == (lhs: ElementKind, rhs: ElementKind) -> Bool {
        if lhs.words == rhs.words { return true }
        guard lhs.words.1 == rhs.words.1, lhs.isOutOfLine else { return false }
        return unsafe lhs.withUTF8 { left in unsafe rhs.withUTF8 { right in unsafe left.elementsEqual(right) } }
    }

    /// Hashes the string's bytes (an inline kind's two words are its bytes and length).
    public func hash(into hasher: inout Hasher) {
        if isOutOfLine {
            unsafe withUTF8 { unsafe hasher.combine(bytes: $0) }
            hasher.combine(words.1)
        } else {
            hasher.combine(words.0)
            hasher.combine(words.1)
        }
    }

    private var isOutOfLine: Bool { form == Self.outOfLine }

    /// `UICollectionView.elementKindSectionHeader`.
    public static let sectionHeader: ElementKind = "header"
    /// `UICollectionView.elementKindSectionFooter`.
    public static let sectionFooter: ElementKind = "footer"
}

extension ElementKind: CustomStringConvertible {
    /// The kind's string.
    public var description: String { rawValue }
}
