/// Minimises f(x) + l1·‖x‖₁ for a smooth convex f: L-BFGS, made orthant-wise (OWL-QN, Andrew
/// & Gao 2007) when `l1 > 0` so that the L1 term drives most weights to exactly zero, as
/// libLBFGS does for CRFsuite's `lbfgs` with `c1`: the pseudo-gradient stands in for the
/// gradient, the search direction is kept to the descent side of it, and each trial point of
/// the backtracking line search is projected onto the orthant it started in.
///
/// Every step is plain sequential arithmetic on the values `evaluate` returns, so a
/// deterministic `evaluate` makes the whole minimisation deterministic.
struct OrthantWiseLBFGS {
    var l1: Double
    var maxIterations: Int
    /// Stop when the objective improved by less than this fraction over the last `period`
    /// iterations.
    var tolerance: Double
    var period = 10
    /// The number of correction pairs kept (CRFsuite's default).
    var memory = 6
    /// Stop when ‖pseudo-gradient‖ / max(1, ‖x‖) falls below this.
    var gradientTolerance = 1e-5
    var maxLineSearchSteps = 20
    /// The sufficient decrease a line search step must reach (Armijo's constant).
    private let sufficientDecrease = 1e-4

    /// The minimiser found from `start`; `evaluate(x, &gradient)` returns f(x) and writes ∇f(x).
    func minimize(from start: [Double], _ evaluate: ([Double], inout [Double]) -> Double) -> [Double] {
        var x = start
        var gradient = [Double](repeating: 0, count: x.count)
        var value = evaluate(x, &gradient) + l1 * Vector.norm1(x)
        var steepest = pseudoGradient(x, gradient)
        guard !isStationary(x, steepest) else { return x }
        var history = [value]
        var corrections: [(s: [Double], y: [Double], sy: Double)] = []
        var direction = steepest.map { -$0 }
        var step = 1 / Vector.norm2(direction)
        for _ in 0..<maxIterations {
            guard let trial = lineSearch(from: x, value: value, steepest: steepest, direction: direction, step: step, evaluate)
            else { break }
            let s = Vector.difference(trial.x, x)
            let y = Vector.difference(trial.gradient, gradient)
            (x, gradient, value) = trial
            steepest = pseudoGradient(x, gradient)
            if isStationary(x, steepest) { break }
            if history.count >= period {
                let earlier = history[history.count - period]
                if abs(earlier - value) <= tolerance * abs(value) { break }
            }
            history.append(value)
            let sy = Vector.dot(s, y)
            if sy > 0 {
                corrections.append((s, y, sy))
                if corrections.count > memory { corrections.removeFirst() }
            }
            direction = searchDirection(steepest, corrections)
            step = 1
        }
        return x
    }

    /// -H·steepest by the two-loop recursion, H the L-BFGS inverse Hessian of `corrections`;
    /// under L1, components that would climb the pseudo-gradient are zeroed.
    private func searchDirection(_ steepest: [Double], _ corrections: [(s: [Double], y: [Double], sy: Double)]) -> [Double] {
        var direction = steepest.map { -$0 }
        var alphas = [Double](repeating: 0, count: corrections.count)
        for index in corrections.indices.reversed() {
            let (s, y, sy) = corrections[index]
            alphas[index] = Vector.dot(s, direction) / sy
            Vector.add(-alphas[index], y, to: &direction)
        }
        if let newest = corrections.last {
            let scaling = newest.sy / Vector.dot(newest.y, newest.y)
            for index in direction.indices { direction[index] *= scaling }
        }
        for index in corrections.indices {
            let (s, y, sy) = corrections[index]
            let beta = Vector.dot(y, direction) / sy
            Vector.add(alphas[index] - beta, s, to: &direction)
        }
        if l1 > 0 {
            for index in direction.indices where direction[index] * steepest[index] >= 0 { direction[index] = 0 }
        }
        return direction
    }

    /// Backtracking from `step`, halving until the objective (L1 term included) falls enough;
    /// nil when it never does, which ends the minimisation at the last point accepted.
    private func lineSearch(
        from origin: [Double], value: Double, steepest: [Double], direction: [Double], step initialStep: Double,
        _ evaluate: ([Double], inout [Double]) -> Double
    ) -> (x: [Double], gradient: [Double], value: Double)? {
        let orthant = l1 > 0 ? zip(origin, steepest).map { $0 == 0 ? -$1 : $0 } : []
        var step = initialStep
        var x = origin
        var gradient = [Double](repeating: 0, count: origin.count)
        for _ in 0..<maxLineSearchSteps {
            for index in x.indices {
                x[index] = origin[index] + step * direction[index]
                if l1 > 0 && x[index] * orthant[index] <= 0 { x[index] = 0 }
            }
            let trialValue = evaluate(x, &gradient) + l1 * Vector.norm1(x)
            var decrease = 0.0
            for index in x.indices { decrease += (x[index] - origin[index]) * steepest[index] }
            if trialValue <= value + sufficientDecrease * decrease { return (x, gradient, trialValue) }
            step /= 2
        }
        return nil
    }

    /// The gradient of f + l1·‖x‖₁ where it exists; at a zero weight, the one-sided derivative
    /// that descends, or 0 when neither side does (the weight stays at zero).
    private func pseudoGradient(_ x: [Double], _ gradient: [Double]) -> [Double] {
        guard l1 > 0 else { return gradient }
        return zip(x, gradient).map { weight, slope in
            if weight < 0 { return slope - l1 }
            if weight > 0 { return slope + l1 }
            if slope + l1 < 0 { return slope + l1 }
            if slope - l1 > 0 { return slope - l1 }
            return 0
        }
    }

    private func isStationary(_ x: [Double], _ steepest: [Double]) -> Bool {
        Vector.norm2(steepest) / max(1, Vector.norm2(x)) <= gradientTolerance
    }
}

/// The few vector operations the optimiser needs, over plain arrays.
enum Vector {
    static func dot(_ a: [Double], _ b: [Double]) -> Double {
        var sum = 0.0
        for index in a.indices { sum += a[index] * b[index] }
        return sum
    }

    static func norm1(_ a: [Double]) -> Double { a.reduce(0) { $0 + abs($1) } }

    static func norm2(_ a: [Double]) -> Double { dot(a, a).squareRoot() }

    static func difference(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 - $1 } }

    /// vector += factor · other
    static func add(_ factor: Double, _ other: [Double], to vector: inout [Double]) {
        for index in vector.indices { vector[index] += factor * other[index] }
    }
}
