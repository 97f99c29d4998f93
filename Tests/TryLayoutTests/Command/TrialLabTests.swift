import Testing
@testable import TryLayout

/// `TrialLab`'s replay command and its shell quoting.
@Suite struct TrialLabTests {
    @Test func quoting() {
        #expect(TrialLab.quoted("Layouts/Pin.swift") == "Layouts/Pin.swift")
        #expect(TrialLab.quoted("a-b_c.d/e=f,g:h+i") == "a-b_c.d/e=f,g:h+i")
        #expect(TrialLab.quoted("My Layout.swift") == "'My Layout.swift'")
        #expect(TrialLab.quoted("$HOME/x") == "'$HOME/x'")
        #expect(TrialLab.quoted("a;b") == "'a;b'")
        // A quote inside: closed, escaped, reopened.
        #expect(TrialLab.quoted("it's") == #"'it'\''s'"#)
        // An empty word must stay a word.
        #expect(TrialLab.quoted("") == "''")
    }

    func lab(_ options: TrialOptions) -> TrialLab {
        TrialLab(executable: "/lab/.build/try-layout/package/.build/release/trial", engine: "pin-layout", folder: "out",
                 options: options, layoutLab: "/lab", copies: [:])
    }

    @Test func replayCommands() throws {
        let plain = try #require(try TrialOptions.parse(["Pin.swift"]))
        #expect(lab(plain).replayCommand("out/reproducers/rect-query-7.json")
                == "scripts/try-layout --replay out/reproducers/rect-query-7.json Pin.swift")

        let full = try #require(try TrialOptions.parse([
            "--class", "Pin", "--harness", "My Harness.swift", "--seconds", "5", "--allow", "overlap", "Layouts/Pin.swift", "It's.swift",
        ]))
        #expect(lab(full).replayCommand("out/my reproducers/a-1.json")
                == "scripts/try-layout --replay 'out/my reproducers/a-1.json' --class Pin --harness 'My Harness.swift' "
                + #"--allow overlap Layouts/Pin.swift 'It'\''s.swift'"#)
    }
}
