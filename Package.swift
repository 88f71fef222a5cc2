// swift-tools-version:6.0
import PackageDescription

// Layers depend one way only:
// ElementModel ← Importers ← ScreenReaders ← RuleEngine ← BuiltInRules, ReportFormats, AuditConfiguration, LayoutFixing
// ← A11yAuditCLI.
// (The reader needs only the element model; its tests read layouts through the importers.)
let package = Package(
    name: "a11y-audit",
    products: [
        .executable(name: "a11y-audit", targets: ["a11y-audit"]),
        // SwiftPM plugins, as SwiftLint ships them: `swift package a11y-audit`, and an audit in every build.
        .plugin(name: "A11yAuditCommandPlugin", targets: ["A11yAuditCommandPlugin"]),
        .plugin(name: "A11yAuditBuildToolPlugin", targets: ["A11yAuditBuildToolPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "CAllocatorTuning"),
        .target(name: "CSystemInfo"),
        .target(name: "CFileSystem"),
        .target(name: "CLibXML2Diagnostics", dependencies: ["CLibXML2"]),
        .target(name: "ElementModel", dependencies: ["CSystemInfo"]),
        .target(name: "XMLStreaming", dependencies: ["CLibXML2", "CLibXML2Diagnostics"]),
        .target(name: "Importers", dependencies: ["ElementModel", "XMLStreaming"]),
        .target(name: "ScreenReaders", dependencies: ["ElementModel"]),
        .target(name: "RuleEngine", dependencies: ["ElementModel", "ScreenReaders"]),
        .target(name: "BuiltInRules", dependencies: ["RuleEngine", "ElementModel", "ScreenReaders"]),
        .target(name: "ReportFormats", dependencies: ["RuleEngine", "ScreenReaders", "ElementModel", "CFileSystem"]),
        // --fix: the corrections of findings written into the layouts' bytes, and the proof each rewrite must pass.
        .target(name: "LayoutFixing", dependencies: ["RuleEngine", "ElementModel"]),
        .target(name: "AuditConfiguration", dependencies: ["CLibYAML", "RuleEngine", "ReportFormats", "ElementModel"]),
        .target(
            name: "A11yAuditCLI",
            dependencies: ["ElementModel", "Importers", "ScreenReaders", "RuleEngine", "BuiltInRules", "ReportFormats",
                           "AuditConfiguration", "LayoutFixing", "CAllocatorTuning"]
        ),
        .executableTarget(name: "a11y-audit", dependencies: ["A11yAuditCLI", "ReportFormats"]),
        .plugin(
            name: "A11yAuditCommandPlugin",
            capability: .command(intent: .custom(verb: "a11y-audit", description: "Audit the package's layouts for VoiceOver")),
            dependencies: ["a11y-audit"]
        ),
        .plugin(name: "A11yAuditBuildToolPlugin", capability: .buildTool(), dependencies: ["a11y-audit"]),
        // Fuzzing (Tests/Fuzz/run.sh): what each fuzzer does with an input, and the libFuzzer executables.
        .target(
            name: "FuzzTargets",
            dependencies: ["Importers", "ElementModel", "RuleEngine", "BuiltInRules", "ReportFormats", "AuditConfiguration",
                           "ScreenReaders", "A11yAuditCLI"]
        ),
        .executableTarget(name: "fuzz-interface-builder", dependencies: ["FuzzTargets"]),
        .executableTarget(name: "fuzz-configuration", dependencies: ["FuzzTargets"]),
        .executableTarget(name: "fuzz-android-layout", dependencies: ["FuzzTargets"]),
        .executableTarget(name: "fuzz-runtime-dump", dependencies: ["FuzzTargets"]),
        .executableTarget(name: "fuzz-json", dependencies: ["FuzzTargets"]),
        .executableTarget(name: "fuzz-standard-input", dependencies: ["FuzzTargets"]),
        // The importer alone, for Benchmarks/run.sh: no output formatting to time.
        .executableTarget(
            name: "import-benchmark",
            dependencies: ["ElementModel", "Importers", "ScreenReaders", "RuleEngine", "BuiltInRules", "A11yAuditCLI"],
            path: "Benchmarks/ImportBenchmark"
        ),
        // Many first parses at once in a fresh process, for XMLStreamingTests (libxml2's start-up race).
        .executableTarget(name: "parse-startup-race", dependencies: ["XMLStreaming", "CLibXML2"], path: "Tests/ParseStartupRace"),
        .testTarget(name: "ElementModelTests", dependencies: ["ElementModel"]),
        .testTarget(name: "AuditConfigurationTests", dependencies: ["AuditConfiguration", "RuleEngine", "ElementModel"]),
        .testTarget(name: "XMLStreamingTests", dependencies: ["XMLStreaming"]),
        .testTarget(name: "ImportersTests", dependencies: ["Importers", "ElementModel"]),
        .testTarget(name: "ScreenReadersTests", dependencies: ["ScreenReaders", "Importers", "ElementModel"]),
        .testTarget(
            name: "BuiltInRulesTests",
            dependencies: ["BuiltInRules", "RuleEngine", "ReportFormats", "Importers", "ScreenReaders", "ElementModel", "A11yAuditCLI",
                           "LayoutFixing"]
        ),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"]),
        .testTarget(
            name: "A11yAuditCLITests",
            dependencies: ["A11yAuditCLI", "AuditConfiguration", "BuiltInRules", "Importers", "ElementModel", "ReportFormats", "LayoutFixing"]
        ),
    ]
)
