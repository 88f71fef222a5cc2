import Foundation
import PackagePlugin

/// Audits a target's `.xib` and `.storyboard` files as part of its build. Findings are printed in Xcode's
/// diagnostic format, which Xcode and `swift build` show as the build's warnings and errors, and errors fail the
/// build (the package's `.a11y-audit.yml` can set `severity`, or the whole audit can be tuned there). The audit
/// runs again only when a layout or the configuration changes: its JSON report is the command's output.
@main
struct A11yAuditBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let layouts = target.sourceFiles.map(\.url).filter { ["xib", "storyboard"].contains($0.pathExtension.lowercased()) }
        return try AuditBuildCommand.make(layouts: layouts, projectDirectory: context.package.directoryURL,
                                     tool: context.tool(named: "a11y-audit").url, workDirectory: context.pluginWorkDirectoryURL,
                                     name: target.name)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same for a target of an Xcode project (Xcode only).
extension A11yAuditBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let layouts = target.inputFiles.map(\.url).filter { ["xib", "storyboard"].contains($0.pathExtension.lowercased()) }
        return try AuditBuildCommand.make(layouts: layouts, projectDirectory: context.xcodeProject.directoryURL,
                                     tool: context.tool(named: "a11y-audit").url, workDirectory: context.pluginWorkDirectoryURL,
                                     name: target.displayName)
    }
}
#endif

enum AuditBuildCommand {
    /// One build command auditing `layouts`, or none when there are none.
    static func make(layouts: [URL], projectDirectory: URL, tool: URL, workDirectory: URL, name: String) -> [Command] {
        guard !layouts.isEmpty else { return [] }
        var arguments = ["audit"] + layouts.map { $0.path(percentEncoded: false) } + ["--quiet"]
        var inputs = layouts
        let configuration = projectDirectory.appending(path: ".a11y-audit.yml")
        if FileManager.default.fileExists(atPath: configuration.path(percentEncoded: false)) {
            arguments += ["--config", configuration.path(percentEncoded: false)]
            inputs.append(configuration)
        }
        return [.buildCommand(displayName: "Auditing \(name)'s layouts for VoiceOver", executable: tool, arguments: arguments,
                              inputFiles: inputs, outputFiles: [])]
    }
}
