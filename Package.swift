// swift-tools-version:6.0
import PackageDescription

// No package dependencies by design: Foundation, the toolchain and the C library only.
let package = Package(
    name: "llrb",
    products: [
        .executable(name: "llrb", targets: ["llrb"]),
        .library(name: "LLRBParser", targets: ["LLRBParser"]),
        .library(name: "LLRBIndex", targets: ["LLRBIndex"]),
    ],
    targets: [
        .target(name: "LLRBParser"),
        .target(name: "LLRBIndex", dependencies: ["LLRBParser"]),
        .target(name: "LLRBHTTP"),
        .executableTarget(name: "llrb", dependencies: ["LLRBParser", "LLRBIndex", "LLRBHTTP"]),
        // libFuzzer targets: built by fuzz/run with -sanitize=fuzzer and -DFUZZING.
        .executableTarget(name: "FuzzParser", dependencies: ["LLRBParser"]),
        .executableTarget(name: "FuzzQuery", dependencies: ["LLRBIndex"]),
        .testTarget(name: "LLRBParserTests", dependencies: ["LLRBParser"]),
        .testTarget(name: "LLRBIndexTests", dependencies: ["LLRBIndex", "LLRBParser"]),
        .testTarget(name: "LLRBCLITests", dependencies: ["llrb"]),
        .testTarget(name: "LLRBHTTPTests", dependencies: ["LLRBHTTP"]),
    ]
)
