import ElementModel
import Importers
import Testing

/// Frames are kept as written (relative to the superview) and also given in screen coordinates;
/// every element knows where its start tag stands.
@Suite struct FrameAndLocationTests {
    @Test func nestedFramesAddUpToScreenCoordinates() throws {
        let root = try IBFixture.root("""
            <view id="card">
                <rect key="frame" x="16" y="100" width="343" height="200"/>
                <subviews>
                    <scrollView id="scroll">
                        <rect key="frame" x="8" y="20" width="327" height="160"/>
                        <subviews>
                            <button id="deep"><rect key="frame" x="4.5" y="30.25" width="44" height="44"/></button>
                        </subviews>
                    </scrollView>
                </subviews>
            </view>
            """)
        let card = try #require(root.children.first)
        let scroll = try #require(card.children.first)
        let button = try #require(scroll.children.first)
        #expect(root.screenFrame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(button.frame == Rect(x: 4.5, y: 30.25, width: 44, height: 44))
        #expect(button.screenFrame == Rect(x: 28.5, y: 150.25, width: 44, height: 44))
        #expect(scroll.screenFrame == Rect(x: 24, y: 120, width: 327, height: 160))
    }

    @Test func rootOffsetOnTheCanvasIsNotPartOfTheScreen() throws {
        let document = try IBFixture.load("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="root"><rect key="frame" x="40" y="60" width="320" height="100"/>
                        <subviews><label text="A" id="a"><rect key="frame" x="10" y="10" width="50" height="20"/></label></subviews>
                    </view>
                </objects>
            </document>
            """)
        let root = try #require(document.screens.first?.root)
        #expect(root.screenFrame == Rect(x: 0, y: 0, width: 320, height: 100))
        #expect(root.frame == Rect(x: 40, y: 60, width: 320, height: 100))
        #expect(root.children.first?.screenFrame == Rect(x: 10, y: 10, width: 50, height: 20))
    }

    @Test func viewWithoutFrameKeepsItsParentsOrigin() throws {
        let root = try IBFixture.root("""
            <view id="outer"><rect key="frame" x="10" y="10" width="100" height="100"/>
                <subviews>
                    <view id="frameless">
                        <subviews><label text="A" id="a"><rect key="frame" x="5" y="5" width="50" height="20"/></label></subviews>
                    </view>
                </subviews>
            </view>
            """)
        let frameless = try #require(root.children.first?.children.first)
        #expect(frameless.screenFrame == nil)
        #expect(frameless.children.first?.screenFrame == Rect(x: 15, y: 15, width: 50, height: 20))
    }

    @Test func lineAndColumnPointAtTheStartTag() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
              <objects>
                <view id="root"><rect key="frame" x="0" y="0" width="320" height="100"/>
                  <subviews>
            \t<label text="tab-indented" id="a"/><button id="b"
                       title="multi-line start tag"
                       buttonType="system"/>
                    <label text="a &gt; b" id="c"/>
                  </subviews>
                </view>
              </objects>
            </document>
            """
        let root = try #require(try IBFixture.load(text).screens.first?.root)
        #expect(root.location.line == 4 && root.location.column == 5)
        let positions = root.children.map { [$0.location.line, $0.location.column] }
        #expect(positions == [[6, 2], [6, 37], [9, 9]])
        #expect(root.location.path == "Fixture.xib")
    }

    @Test func locationsStayRightAcrossReadChunks() throws {
        // Far more than one 1 MiB read chunk of labels: positions must not drift at chunk boundaries.
        let count = 40_000
        var subviews = ""
        for index in 0..<count {
            subviews += "        <label text=\"Item \(index) with some padding text\" id=\"l\(index)\"/>\n"
        }
        let document = try IBFixture.load(IBFixture.xib(subviews: subviews))
        let labels = try #require(document.screens.first).root.children
        #expect(labels.count == count)
        let wrong = labels.enumerated().filter { index, label in
            label.location.line != IBFixture.line(index + 1) || label.location.column != 9
        }
        #expect(wrong.isEmpty, "first misplaced: \(String(describing: wrong.first?.element.location))")
    }
}
