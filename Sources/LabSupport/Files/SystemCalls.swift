#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

// The C library's `read` and `write` under names of their own: inside `TextFiles`, whose members
// are called `read` and `write` too, the bare names would mean those.
#if canImport(Glibc)
let systemRead = Glibc.read
let systemWrite = Glibc.write
#elseif canImport(Darwin)
let systemRead = Darwin.read
let systemWrite = Darwin.write
#endif
