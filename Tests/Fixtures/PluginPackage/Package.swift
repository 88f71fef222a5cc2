// swift-tools-version:6.0
import PackageDescription

// A package that uses a11y-audit's plugins, for PluginTests: `Screens` holds a layout with an error, which the
// build-tool plugin must report and fail the build on; `CleanScreens` holds one that passes.
let package = Package(
    name: "PluginFixture",
    dependencies: [.package(name: "a11y-audit", path: "../../..")],
    targets: [
        .target(
            name: "Screens",
            resources: [.process("Layouts")],
            plugins: [.plugin(name: "A11yAuditBuildToolPlugin", package: "a11y-audit")]
        ),
        .target(
            name: "CleanScreens",
            resources: [.process("Layouts")],
            plugins: [.plugin(name: "A11yAuditBuildToolPlugin", package: "a11y-audit")]
        ),
    ]
)
