import Foundation
import LabSupport
import LayoutEngine
import Testing
@testable import PerfLab
@testable import Workloads

/// `perflab workload` saves a workload that `perflab play` runs again; both refuse bad input with
/// one line and status 2.
@Suite struct WorkloadCommandTests {
    static let scenarios = #filePath.components(separatedBy: "/Tests/")[0] + "/docs/scenarios"

    func perflab(_ arguments: [String]) -> (status: Int32, output: String) {
        var output = StringOutput()
        return (PerfLab.run(arguments, registry: .builtIn, output: &output), output.text)
    }

    func message(_ arguments: [String]) -> String? {
        var output = StringOutput()
        do {
            try PerfLab.execute(arguments, registry: .builtIn, output: &output)
            return nil
        } catch {
            return error.message
        }
    }

    @Test(arguments: WorkloadCommand.kinds)
    func aGeneratedWorkloadPlaysStepByStep(kind: String) throws {
        let file = NSTemporaryDirectory() + "perflab-workload-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let made = perflab(["workload", kind, "\(Self.scenarios)/flow-per-item.json", "-o", file, "--steps", "12", "--seed", "3"])
        #expect(made.status == 0 && made.output.hasPrefix("wrote \(file): "), "\(made.output)")
        let workload = try Workload.load(path: file, registry: .builtIn)
        // A self-sizing scroll has a self-sizing pass after each of its frames.
        #expect(workload.steps.count == (kind == "self-sizing-scroll" ? 24 : 12), "\(kind): \(workload.steps.count) steps")
        let played = perflab(["play", file, "--allow-debug", "--invalidation", "full"])
        #expect(played.status == 0)
        #expect(played.output.contains("steps \(workload.steps.count): p50 "), "\(played.output)")
        #expect(played.output.contains("full invalidation"))
    }

    @Test func badInputGetsOneLine() {
        let scenario = "\(Self.scenarios)/flow-per-item.json"
        #expect(message(["workload", "spin", scenario, "-o", "/tmp/x.json"])
                == "workload: unknown kind 'spin' (known: steady, flings, jumps, back-and-forth, self-sizing-scroll, rotations, split-view, batches)")
        #expect(message(["workload", "steady", scenario]) == "workload: missing -o FILE")
        #expect(message(["workload", "steady", scenario, "-o", "/tmp/x.json", "--hz", "90"]) == "--hz: expected 60 or 120, got '90'")
        #expect(message(["workload", "flings", scenario, "-o", "/tmp/x.json", "--rate", "slow"]) == "--rate: expected normal or fast, got 'slow'")
        #expect(message(["workload", "steady", scenario, "-o", "/tmp/x.json", "--steps", "0"])
                == "--steps: expected a whole number from 1 to 1000000, got '0'")
        #expect(message(["workload", "steady"]) == "workload: expected KIND and SCENARIO.json, got 1 arguments; see 'perflab workload --help'")
        #expect(message(["play", "/no/such/workload.json", "--allow-debug"]) == "/no/such/workload.json: no such file")
        #expect(message(["play", "/no/such/workload.json", "--strategy", "quadtree"]) == "unknown query strategy 'quadtree' (known: linear, binary)")
        #expect(perflab(["play", "/no/such/workload.json", "--allow-debug"]).status == 2)
    }
}
