/// One reproducer a fuzz campaign wrote: the check that failed, the failure's signature, its
/// message and the reproducer's path. One format for the three places that carry it: a worker's
/// `@finding` line to its supervisor and the `findings` of `fuzz run --summary FILE` (written by
/// `json`), and `try-layout`, which reads that summary back (`init(reading:)`).
package struct CampaignFinding: Equatable, Sendable {
    package var check: String
    package var signature: String
    package var message: String
    package var reproducer: String

    /// The finding as one JSON object with the keys `check`, `signature`, `message` and `reproducer`.
    package var json: JSONOutput {
        .object([("check", .string(check)), ("signature", .string(signature)), ("message", .string(message)),
                 ("reproducer", .string(reproducer))])
    }

    /// The finding `object` holds, as `json` writes it (other keys are ignored).
    /// - Throws: `JSONError` naming the first of the four keys that is missing or not a string.
    package init(reading object: JSONObjectReader) throws(JSONError) {
        self.init(check: try object.requireString("check"), signature: try object.requireString("signature"),
                  message: try object.requireString("message"), reproducer: try object.requireString("reproducer"))
    }

    package init(check: String, signature: String, message: String, reproducer: String) {
        self.check = check
        self.signature = signature
        self.message = message
        self.reproducer = reproducer
    }
}
