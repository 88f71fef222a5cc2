import Foundation
import PackagePlugin

/// `swift package a11y-audit [--target NAME]... [audit options]`: audits the `.xib` and `.storyboard` files of
/// the package's targets (all of them, or those named), as SwiftLint's command plugin lints their sources.
/// Options after the plugin's own are the `audit` command's (`--format sarif`, `--fail-on warning`…).
@main
struct A11yAuditCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let layouts = targets.compactMap { $0 as? SourceModuleTarget }.flatMap { target in
            target.sourceFiles.filter { ["xib", "storyboard"].contains($0.url.pathExtension.lowercased()) }
        }.map { $0.url.path(percentEncoded: false) }
        guard !layouts.isEmpty else {
            // Never a silent pass: a package with no layouts audited nothing.
            Diagnostics.error("no .xib or .storyboard file in the targets \(targets.map(\.name).joined(separator: ", "))")
            throw ExitCode(2)
        }
        let process = Process()
        process.executableURL = try context.tool(named: "a11y-audit").url
        process.arguments = ["audit"] + layouts + extractor.remainingArguments
        // Paths in reports are relative to the package, whatever directory `swift package` ran from.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ExitCode(process.terminationStatus) }
    }
}

/// The audit's exit status, passed on as the plugin's failure.
struct ExitCode: Error, CustomStringConvertible {
    let status: Int32

    init(_ status: Int32) {
        self.status = status
    }

    var description: String {
        "a11y-audit exited with status \(status)" + (status == 1 ? " (findings at or above --fail-on)" : "")
    }
}
