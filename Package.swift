// swift-tools-version:6.0
import PackageDescription

// No package dependencies by design: Foundation, the toolchain and the C library only.

// The release executable is linked for a quick start (docs/BENCHMARKS.md, "Process start-up"):
// not position-independent, so the dynamic loader has none of its ~78,000 pointers to relocate
// and their pages stay clean, shared with the page cache instead of copied into every process;
// and with libstdc++, which the Swift runtime needs, from its static archive (linking/libstdc++.so
// says why), so the loader resolves none of the shared library's symbols.
let linking = String(#filePath.dropLast("Package.swift".count)) + "linking"
let quickStart: [LinkerSetting] = [
    .unsafeFlags(["-Xclang-linker", "-no-pie", "-Xclang-linker", "-L" + linking], .when(platforms: [.linux], configuration: .release)),
]

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
        .executableTarget(name: "llrb", dependencies: ["LLRBParser", "LLRBIndex", "LLRBHTTP"], linkerSettings: quickStart),
        // libFuzzer targets: built by fuzz/run with -sanitize=fuzzer and -DFUZZING.
        .executableTarget(name: "FuzzParser", dependencies: ["LLRBParser"]),
        .executableTarget(name: "FuzzQuery", dependencies: ["LLRBIndex"]),
        .testTarget(name: "LLRBParserTests", dependencies: ["LLRBParser"]),
        .testTarget(name: "LLRBIndexTests", dependencies: ["LLRBIndex", "LLRBParser"]),
        .testTarget(name: "LLRBCLITests", dependencies: ["llrb"]),
        .testTarget(name: "LLRBHTTPTests", dependencies: ["LLRBHTTP"]),
    ]
)
