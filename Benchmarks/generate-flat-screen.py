#!/usr/bin/env python3
"""Writes one screen of N sibling elements, for the scaling run: generate-flat-screen.py N OUTPUT [--same-frame].

Rows of four: a caption label, an unlabelled switch beside it (missing-label, with the caption as the
suggestion), an image button with no title (missing-label, named after its action and image) and a
titled button. With --same-frame every element has one and the same frame, the worst case for any
search by position. The same N always gives the same bytes.

Rows are told apart by five letters (`baaac`), not by their number: texts and selectors then have the
same length and shape at every size, so each element costs the same work in a 10k screen and in a 1M
one (a number's digits would grow, and with them which texts the label search accepts).
"""
import sys


def tag(row):
    """Five lower-case letters for a row number: base 26, fixed width."""
    letters = []
    for _ in range(5):
        row, digit = divmod(row, 26)
        letters.append(chr(ord("a") + digit))
    return "".join(reversed(letters))


def main():
    count = int(sys.argv[1])
    output = sys.argv[2]
    same_frame = "--same-frame" in sys.argv[3:]
    rows = (count + 3) // 4
    with open(output, "w") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                  '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" '
                  'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">\n'
                  '    <device id="retina6_1" orientation="portrait" appearance="light"/>\n'
                  '    <objects>\n'
                  f'        <view contentMode="scaleToFill" id="root">\n'
                  f'            <rect key="frame" x="0.0" y="0.0" width="414" height="{rows * 44}"/>\n'
                  '            <subviews>\n')
        written = 0
        for row in range(rows):
            name = tag(row)
            y = 0 if same_frame else row * 44
            frames = [(16, 120), (150, 51), (220, 44), (280, 118)]
            if same_frame:
                frames = [(0, 414)] * 4
            parts = [
                f'<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Setting {name}" '
                f'id="l{row}"><rect key="frame" x="{frames[0][0]}" y="{y}" width="{frames[0][1]}" height="44"/></label>',
                f'<switch opaque="NO" contentMode="scaleToFill" on="YES" id="s{row}">'
                f'<rect key="frame" x="{frames[1][0]}" y="{y}" width="{frames[1][1]}" height="44"/>'
                f'<connections><action selector="settingChanged{name.capitalize()}:" destination="-1" eventType="valueChanged" '
                f'id="a{row}"/></connections></switch>',
                f'<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="i{row}">'
                f'<rect key="frame" x="{frames[2][0]}" y="{y}" width="{frames[2][1]}" height="44"/>'
                f'<state key="normal" image="icon_share_{name}"/>'
                f'<connections><action selector="shareItem{name.capitalize()}:" destination="-1" eventType="touchUpInside" '
                f'id="b{row}"/></connections></button>',
                f'<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="t{row}">'
                f'<rect key="frame" x="{frames[3][0]}" y="{y}" width="{frames[3][1]}" height="44"/>'
                f'<state key="normal" title="Open {name}"/></button>',
            ]
            for part in parts:
                if written == count:
                    break
                out.write("                " + part + "\n")
                written += 1
        out.write('            </subviews>\n        </view>\n    </objects>\n</document>\n')


if __name__ == "__main__":
    main()
