/// The windows of an Android device that belong to the system, not to an app: the device maker's home screen, System
/// UI (status bar, navigation bar, notification shade, lock screen) and the permission dialog. A dump lists them
/// beside the app's window (androidx's `dumpWindowHierarchy` takes every window), or alone when the app was not in
/// front when it was taken: an app's developer can change nothing in them.
public enum AndroidSystemWindow: String, Hashable, Sendable {
    case homeScreen
    case systemUI
    case permissionDialog

    /// What the window is, for people: "the home screen".
    public var title: String {
        switch self {
        case .homeScreen: return "the system's home screen"
        case .systemUI: return "System UI (the status bar, navigation bar, notification shade or lock screen)"
        case .permissionDialog: return "the system's permission dialog"
        }
    }

    /// The packages, by the window each shows. Launchers of the device makers and of AOSP only: a launcher someone
    /// publishes as an app (Nova, Lawnchair) is an app its developers may audit.
    private static let packages: [(name: [UInt8], window: AndroidSystemWindow)] = ([
        ("com.android.systemui", .systemUI),
        ("com.google.android.apps.nexuslauncher", .homeScreen),  // Pixel
        ("com.android.launcher3", .homeScreen),  // AOSP, the emulator's
        ("com.android.launcher", .homeScreen),
        ("com.android.launcher2", .homeScreen),
        ("com.google.android.launcher", .homeScreen),
        ("com.miui.home", .homeScreen),  // Xiaomi
        ("com.sec.android.app.launcher", .homeScreen),  // Samsung
        ("com.huawei.android.launcher", .homeScreen),
        ("com.hihonor.android.launcher", .homeScreen),
        ("com.oppo.launcher", .homeScreen),  // OPPO, realme
        ("com.bbk.launcher2", .homeScreen),  // vivo
        ("net.oneplus.launcher", .homeScreen),
        ("com.motorola.launcher3", .homeScreen),
        ("com.lge.launcher3", .homeScreen),
        ("com.sonymobile.home", .homeScreen),
        ("com.google.android.permissioncontroller", .permissionDialog),
        ("com.android.permissioncontroller", .permissionDialog),
        ("com.android.packageinstaller", .permissionDialog),  // before Android 10
        ("com.google.android.packageinstaller", .permissionDialog),
    ] as [(String, AndroidSystemWindow)]).map { (Array($0.0.utf8), $0.1) }

    /// The system window a node of package `package` (its bytes in the dump) belongs to, or nil for an app's. Asked of
    /// every node of a dump: the lengths settle most of them.
    public static func of(package: UnsafeBufferPointer<UInt8>) -> AndroidSystemWindow? {
        let count = package.count
        for entry in packages where entry.name.count == count {
            if entry.name.withUnsafeBufferPointer({ $0.elementsEqual(package) }) { return entry.window }
        }
        return nil
    }

    public static func of(package: String) -> AndroidSystemWindow? {
        var package = package
        return package.withUTF8 { of(package: $0) }
    }
}
