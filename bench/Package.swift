// swift-tools-version:6.0
import PackageDescription

// The benchmarks live in their own package so that `swift test` at the root never builds them.
// `llrb-corpus` writes a generated archive with its truth; `llrb-bench` times and scores.
let package = Package(
    name: "LLRBBench",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "llrb", path: "..")],
    targets: [
        .target(name: "BenchKit"),
        .executableTarget(name: "llrb-corpus", dependencies: ["BenchKit"]),
        .executableTarget(
            name: "llrb-bench",
            dependencies: ["BenchKit", .product(name: "LLRBIndex", package: "llrb")]
        ),
    ]
)
