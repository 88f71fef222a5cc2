import ElementModel

/// The layouts a layout takes in with `<include layout="@layout/…"/>`, and those they include, read from the layout's
/// own `res` folder (then its module's `main` source set, as its strings are), from its own `layout-…` folder first as
/// Android would on the device it is for: TalkBack reads their views where the include stands, so the transcript does
/// too. They are resources of the named layout, as its strings are; their views are reported in their own file, when
/// it is audited. A layout that is missing or cannot be read stays a placeholder.
struct IncludedLayouts: Sendable {
    /// Each included layout's root tag, by layout name (`date_edit` for `@layout/date_edit`).
    private(set) var roots: [String: LayoutTag] = [:]

    /// At most this many layouts are read for one: a guard against a tree of includes that never ends.
    private static let limit = 64

    static func reading(includedBy root: LayoutTag, layoutAt path: String) -> IncludedLayouts {
        var layouts = IncludedLayouts()
        guard let prefix = StringResources.resDirectoryPrefix(ofLayoutAt: path) else { return layouts }
        let prefixes = [prefix] + (StringResources.mainSourceSetPrefix(of: prefix).map { [$0] } ?? [])
        // `layout-land` for `res/layout-land/a.xml`: its includes are looked for there first, then in `layout`.
        let folder = path.split(separator: "/").dropLast().last.map(String.init).flatMap { $0.hasPrefix("layout-") ? $0 : nil }
        let directories = prefixes.flatMap { prefix in (folder.map { [prefix + $0 + "/"] } ?? []) + [prefix + "layout/"] }
        var pending = names(includedBy: root)
        var tried: Set<String> = []
        while let name = pending.popLast(), tried.count < limit {
            guard tried.insert(name).inserted else { continue }
            for directory in directories {
                let file = directory + name + ".xml"
                let reader = LayoutReader(path: file)
                guard (try? ImportError.parse(fileAtPath: file, handler: reader)) != nil, let included = reader.root else { continue }
                layouts.roots[name] = included
                pending += names(includedBy: included)
                break
            }
        }
        return layouts
    }

    /// `date_edit` for `<include layout="@layout/date_edit"/>`.
    static func name(of include: LayoutTag) -> String? {
        guard include.name == "include", let reference = include.plain["layout"], reference.hasPrefix("@layout/") else { return nil }
        let name = reference.dropFirst("@layout/".count)
        return name.isEmpty || name.contains("/") ? nil : String(name)
    }

    /// The included layout's root as the include places it: the include's `android:id` and `android:visibility` replace
    /// the root's (`LayoutInflater`), and a `<merge>`'s views join the include's parent as they are.
    func root(for include: LayoutTag) -> LayoutTag? {
        guard let name = Self.name(of: include), var root = roots[name] else { return nil }
        guard root.name != "merge" else { return root }
        for attribute in ["id", "visibility"] {
            if let value = include.android[attribute] { root.android[attribute] = value }
        }
        return root
    }

    /// The same layouts with their views' styles applied.
    func styled(by styles: StyleResources) -> IncludedLayouts {
        var styled = self
        styled.roots = roots.mapValues(styles.applied(to:))
        return styled
    }

    private static func names(includedBy tag: LayoutTag) -> [String] {
        (name(of: tag).map { [$0] } ?? []) + tag.children.flatMap(names(includedBy:))
    }
}
