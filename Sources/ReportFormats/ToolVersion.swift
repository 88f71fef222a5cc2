/// The tool's version: what `a11y-audit --version` prints (alone, as SwiftLint does, for scripts) and SARIF's
/// `tool.driver.version` carries. Raised with each release; the minor number follows the issues that changed
/// what the tool does.
public enum ToolVersion {
    public static let current = "0.9.0"
}
