import ElementModel
import Importers

/// Builds small Interface Builder documents around a fragment, so each test shows only what it is about.
enum IBFixture {
    /// A xib whose single top-level view (`id="root"`, 375×667) holds `subviews`.
    static func xib(subviews: String, device: String = "retina4_7", rootExtra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
        \(subviews)
                    </subviews>
        \(rootExtra)
                </view>
            </objects>
        </document>
        """
    }

    /// The document line of line `n` of the `subviews` fragment given to `xib(subviews:)`.
    static func line(_ n: Int) -> Int { n + 9 }

    /// A storyboard with the given `<scene>` elements.
    static func storyboard(scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    static func load(_ text: String, path: String = "Fixture.xib") throws(ImportError) -> LayoutDocument {
        try InterfaceBuilderImporter().importDocument(bytes: Array(text.utf8), path: path)
    }

    /// The root of the first screen of a xib holding `subviews`.
    static func root(_ subviews: String) throws -> Element {
        let document = try load(xib(subviews: subviews))
        return try #require(document.screens.first).root
    }

    /// The first child of the root view: the one view a test declared.
    static func view(_ fragment: String) throws -> Element {
        try #require(try root(fragment).children.first)
    }
}

import Testing
