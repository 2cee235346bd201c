// swift-tools-version:6.0
import PackageDescription

// The benchmarks live in their own package so that `swift test` at the root never builds them.
// `llrb-corpus` writes a generated archive with its truth (its lunar dates from LLRBParser's
// table, cross-checked against Foundation's Chinese calendar); `llrb-bench` times and scores.
let package = Package(
    name: "LLRBBench",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "llrb", path: "..")],
    targets: [
        .target(name: "BenchKit"),
        .executableTarget(
            name: "llrb-corpus",
            dependencies: ["BenchKit", .product(name: "LLRBParser", package: "llrb"), .product(name: "LLRBLearning", package: "llrb")]
        ),
        .executableTarget(
            name: "llrb-bench",
            dependencies: ["BenchKit", .product(name: "LLRBEngine", package: "llrb"), .product(name: "LLRBIndex", package: "llrb"), .product(name: "LLRBViews", package: "llrb"),
                           .product(name: "LLRBLearning", package: "llrb"), .product(name: "LLRBTraining", package: "llrb")]
        ),
    ]
)
