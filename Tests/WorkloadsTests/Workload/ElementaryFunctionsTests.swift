import Foundation
import LabSupport
import Testing
@testable import Workloads

/// The plain-Swift logarithm and exponential agree with the C library to a few units in the last place.
@Suite struct ElementaryFunctionsTests {
    func relativeError(_ value: Double, _ reference: Double) -> Double {
        reference == 0 ? value.magnitude : ((value - reference) / reference).magnitude
    }

    @Test func logarithmMatchesTheCLibrary() {
        var generator = SeededGenerator(seed: 11)
        let samples = [0.998, 0.99, 0.5, 1, 2, 1e-300, 1e300, Double.leastNonzeroMagnitude, 0.1 / 5000]
            + (0..<2_000).map { _ in Foundation.exp(generator.double(in: -700...700)) }
        for x in samples {
            #expect(relativeError(ElementaryFunctions.log(x), Foundation.log(x)) < 4e-16 || ElementaryFunctions.log(x) == Foundation.log(x),
                    "log \(x)")
        }
        #expect(ElementaryFunctions.log(1) == 0)
        #expect(ElementaryFunctions.log(0) == -.infinity)
        #expect(ElementaryFunctions.log(-1).isNaN)
    }

    @Test func exponentialMatchesTheCLibrary() {
        var generator = SeededGenerator(seed: 12)
        let samples = [0, 1, -1, -0.002002 * 16.666, 700, -700, -740] + (0..<2_000).map { _ in generator.double(in: -700...700) }
        for x in samples {
            #expect(relativeError(ElementaryFunctions.exp(x), Foundation.exp(x)) < 1e-15, "exp \(x)")
        }
        #expect(ElementaryFunctions.exp(0) == 1)
        #expect(ElementaryFunctions.exp(800) == .infinity)
        #expect(ElementaryFunctions.exp(-800) == 0)
    }
}
