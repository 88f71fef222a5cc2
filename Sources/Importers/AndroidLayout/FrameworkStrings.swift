/// Android's own strings a layout may name (`@android:string/cancel`), in English, as the framework defines them
/// (`frameworks/base/core/res/res/values/strings.xml`; `yes` and `no` say "OK" and "Cancel", whatever their names).
/// Only those most layouts use; any other is shown as written. Other languages' words are not known here.
enum FrameworkStrings {
    static func english(_ name: String) -> String? { texts[name] }

    private static let texts: [String: String] = [
        "ok": "OK", "cancel": "Cancel", "yes": "OK", "no": "Cancel",
        "untitled": "<Untitled>", "unknownName": "Unknown", "emptyPhoneNumber": "(No phone number)",
    ]
}
