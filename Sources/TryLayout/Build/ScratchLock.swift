import Foundation
import LabSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The scratch package's lock: two `try-layout` runs at once take turns (the second waits), since
/// both would write and build the one package (`ScratchPackage`). Released when the run ends, or by
/// the system if the process dies.
struct ScratchLock {
    private let descriptor: Int32

    /// Takes the lock at `path`, waiting for another run to release it.
    /// - Throws: `LabError` naming the path when it cannot be opened.
    init(path: String) throws(LabError) {
        try TextFiles.createFolder((path as NSString).deletingLastPathComponent)
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw LabError("\(path): cannot open the scratch package's lock (\(String(cString: strerror(errno))))") }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
