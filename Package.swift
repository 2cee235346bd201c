// swift-tools-version:6.0
import Foundation
import PackageDescription

// No package dependencies by design: Foundation, the toolchain and the C library only.

// The release executable is linked for a quick start (docs/BENCHMARKS.md, "Process start-up"):
// with libstdc++, which the Swift runtime needs, from its static archive (linking/libstdc++.so
// says why), so the loader resolves none of the shared library's symbols; and, when the build is
// static (`LLRB_STATIC=1 swift build -c release --static-swift-stdlib`, as the README builds),
// not position-independent, so the loader has none of its ~78,000 pointers to relocate. Against
// a shared libswiftCore a binary that is not position-independent makes the loader warn on every
// start (a direct reference to a protected function), hence only when asked.
let linking = String(#filePath.dropLast("Package.swift".count)) + "linking"
let fixedAddress = ProcessInfo.processInfo.environment["LLRB_STATIC"] == "1" ? ["-Xclang-linker", "-no-pie"] : []
let quickStart: [LinkerSetting] = [
    .unsafeFlags(fixedAddress + ["-Xclang-linker", "-L" + linking], .when(platforms: [.linux], configuration: .release)),
]

let package = Package(
    name: "llrb",
    products: [
        .executable(name: "llrb", targets: ["llrb"]),
        .library(name: "LLRBParser", targets: ["LLRBParser"]),
        .library(name: "LLRBEngine", targets: ["LLRBEngine"]),
        .library(name: "LLRBIndex", targets: ["LLRBIndex"]),
        .library(name: "LLRBViews", targets: ["LLRBViews"]),
        .library(name: "LLRBLearning", targets: ["LLRBLearning"]),
        .library(name: "LLRBTraining", targets: ["LLRBTraining"]),
    ],
    targets: [
        .target(name: "LLRBParser"),
        // The search engine: documents of typed fields, segments, postings, queries; no newspaper.
        .target(name: "LLRBEngine"),
        // The newspaper archive above it: pages, articles, corrections, ingest of page files.
        .target(name: "LLRBIndex", dependencies: ["LLRBEngine", "LLRBParser"]),
        // The archive's views (places, credits, concordance, timeline), above the engine.
        .target(name: "LLRBViews", dependencies: ["LLRBIndex", "LLRBEngine", "LLRBParser"]),
        // The learned reader (a line CRF) and its training: research for tools and the bench,
        // never linked into llrb; its model is data beside the bench (bench/realistic/line-model.crf).
        .target(name: "LLRBLearning", dependencies: ["LLRBParser"]),
        .target(name: "LLRBTraining", dependencies: ["LLRBLearning", "LLRBParser"]),
        .target(name: "LLRBHTTP"),
        .executableTarget(name: "llrb", dependencies: ["LLRBParser", "LLRBEngine", "LLRBIndex", "LLRBViews", "LLRBHTTP"], linkerSettings: quickStart),
        // libFuzzer targets: built by fuzz/run with -sanitize=fuzzer and -DFUZZING.
        .executableTarget(name: "FuzzParser", dependencies: ["LLRBLearning", "LLRBParser"]),
        .executableTarget(name: "FuzzQuery", dependencies: ["LLRBEngine"]),
        // Fixtures: layout files Tesseract wrote (bench/layout), read by path, so no test needs an OCR engine.
        .testTarget(name: "LLRBParserTests", dependencies: ["LLRBParser"], exclude: ["Fixtures"]),
        // The engine alone: it builds and is tested with no archive, parser or view.
        .testTarget(name: "LLRBEngineTests", dependencies: ["LLRBEngine"]),
        // The engine's and the archive's tests, and the views' (Views/), which build their indexes
        // the same way.
        .testTarget(name: "LLRBIndexTests", dependencies: ["LLRBEngine", "LLRBIndex", "LLRBViews", "LLRBParser"]),
        .testTarget(name: "LLRBLearningTests", dependencies: ["LLRBLearning", "LLRBParser"]),
        .testTarget(name: "LLRBTrainingTests", dependencies: ["LLRBTraining", "LLRBLearning", "LLRBParser"]),
        .testTarget(name: "LLRBCLITests", dependencies: ["llrb"], exclude: ["Fixtures"]),
        .testTarget(name: "LLRBHTTPTests", dependencies: ["LLRBHTTP"]),
    ]
)
