import XCTest
@testable import LLRBTraining

/// The optimiser on problems whose minimiser is known in closed form.
final class OrthantWiseLBFGSTests: XCTestCase {
    /// Σ cᵢ(xᵢ − aᵢ)²/2 + l1·‖x‖₁ is minimised by soft thresholding: xᵢ = sign(aᵢ)·max(|aᵢ| − l1/cᵢ, 0),
    /// exactly zero where |aᵢ| ≤ l1/cᵢ.
    func testL1MinimiserIsTheSoftThreshold() {
        let targets = [3.0, -2.0, 0.4, -0.3, 0.0, 1.2, -5.0, 0.9]
        let curvatures = [1.0, 2.0, 1.0, 4.0, 1.0, 0.5, 3.0, 1.0]
        let l1 = 0.5
        let optimizer = OrthantWiseLBFGS(l1: l1, maxIterations: 200, tolerance: 1e-12)
        let x = optimizer.minimize(from: [Double](repeating: 0, count: targets.count)) { x, gradient in
            gradient = x.indices.map { curvatures[$0] * (x[$0] - targets[$0]) }
            return x.indices.reduce(0) { $0 + curvatures[$1] * (x[$1] - targets[$1]) * (x[$1] - targets[$1]) / 2 }
        }
        for index in targets.indices {
            let threshold = l1 / curvatures[index]
            let expected = abs(targets[index]) <= threshold ? 0 : targets[index] - threshold * (targets[index] > 0 ? 1 : -1)
            if expected == 0 {
                XCTAssertEqual(x[index], 0, "weight \(index) must be exactly zero")
            } else {
                XCTAssertEqual(x[index], expected, accuracy: 1e-4, "weight \(index)")
            }
        }
    }

    /// Without L1, plain L-BFGS on the Rosenbrock valley, a classic hard case.
    func testWithoutL1ItFindsTheRosenbrockMinimum() {
        let optimizer = OrthantWiseLBFGS(l1: 0, maxIterations: 500, tolerance: 1e-14)
        let x = optimizer.minimize(from: [-1.2, 1]) { x, gradient in
            let (a, b) = (x[0], x[1])
            gradient = [-2 * (1 - a) - 400 * a * (b - a * a), 200 * (b - a * a)]
            return (1 - a) * (1 - a) + 100 * (b - a * a) * (b - a * a)
        }
        XCTAssertEqual(x[0], 1, accuracy: 1e-3)
        XCTAssertEqual(x[1], 1, accuracy: 1e-3)
    }
}
