#!/usr/bin/env python3
"""Writes a large, valid iOS storyboard for benchmarks: a11y-audit generate-storyboard.py SIZE_MB OUTPUT.

The file looks like what Xcode writes: scenes of view controllers whose views hold labels, buttons, text
fields, switches, image views, stack views and table views with prototype cells, each with frames,
constraints, colours and fonts, some accessibility configuration, plus inline base64 image data in
<resources> (real large storyboards are mostly that). The same size always gives the same bytes.
"""
import base64
import random
import sys


def ident(rng):
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    pick = lambda n: "".join(rng.choice(alphabet) for _ in range(n))
    return f"{pick(3)}-{pick(2)}-{pick(3)}"


def control(rng, indent, y):
    kind = rng.choice(["label", "label", "button", "button", "textField", "switch", "imageView"])
    i = " " * indent
    vid = ident(rng)
    frame = f'{i}    <rect key="frame" x="16" y="{y}" width="343" height="44"/>\n'
    if kind == "label":
        return (f'{i}<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" '
                f'verticalHuggingPriority="251" text="Label number {rng.randint(1, 99999)}" textAlignment="natural" '
                f'lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" '
                f'translatesAutoresizingMaskIntoConstraints="NO" id="{vid}">\n{frame}'
                f'{i}    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>\n'
                f'{i}    <nil key="textColor"/>\n{i}    <nil key="highlightedColor"/>\n{i}</label>\n')
    if kind == "button":
        accessibility = ""
        if rng.random() < 0.3:
            accessibility = (f'{i}    <accessibility key="accessibilityConfiguration" hint="Opens the details" '
                             f'identifier="button.{vid}" label="Details"/>\n')
        return (f'{i}<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" '
                f'contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" '
                f'translatesAutoresizingMaskIntoConstraints="NO" id="{vid}">\n{frame}'
                f'{i}    <state key="normal" title="Continue {rng.randint(1, 999)}"/>\n{accessibility}'
                f'{i}    <connections>\n{i}        <action selector="buttonTapped:" destination="VC" '
                f'eventType="touchUpInside" id="{ident(rng)}"/>\n{i}    </connections>\n{i}</button>\n')
    if kind == "textField":
        return (f'{i}<textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" '
                f'contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email address" '
                f'textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="{vid}">\n'
                f'{frame}{i}    <fontDescription key="fontDescription" type="system" pointSize="14"/>\n'
                f'{i}    <textInputTraits key="textInputTraits" keyboardType="emailAddress"/>\n{i}</textField>\n')
    if kind == "switch":
        return (f'{i}<switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" '
                f'verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" '
                f'on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="{vid}">\n{frame}'
                f'{i}    <accessibility key="accessibilityConfiguration" label="Notifications"/>\n{i}</switch>\n')
    return (f'{i}<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" '
            f'horizontalHuggingPriority="251" verticalHuggingPriority="251" image="photo_{rng.randint(1, 50)}" '
            f'translatesAutoresizingMaskIntoConstraints="NO" id="{vid}">\n{frame}{i}</imageView>\n')


def scene(rng, number):
    vc, root, stack, table = ident(rng), ident(rng), ident(rng), ident(rng)
    out = [f'        <!--Scene {number}-->\n        <scene sceneID="{ident(rng)}">\n            <objects>\n'
           f'                <viewController title="Screen {number}" storyboardIdentifier="screen{number}" id="{vc}" '
           f'customClass="Screen{number}ViewController" customModule="App" customModuleProvider="target" '
           f'sceneMemberID="viewController">\n'
           f'                    <view key="view" contentMode="scaleToFill" id="{root}">\n'
           f'                        <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>\n'
           f'                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>\n'
           f'                        <subviews>\n'
           f'                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" '
           f'translatesAutoresizingMaskIntoConstraints="NO" id="{stack}">\n'
           f'                                <rect key="frame" x="0.0" y="44" width="375" height="400"/>\n'
           f'                                <subviews>\n']
    for index in range(rng.randint(6, 12)):
        out.append(control(rng, 36, index * 52))
    out.append('                                </subviews>\n                            </stackView>\n'
               f'                            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" '
               f'dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="{table}">\n'
               '                                <rect key="frame" x="0.0" y="452" width="375" height="360"/>\n'
               '                                <prototypes>\n')
    for _ in range(rng.randint(1, 3)):
        cell, content = ident(rng), ident(rng)
        out.append(f'                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" '
                   f'preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" '
                   f'indentationWidth="10" reuseIdentifier="Cell" id="{cell}">\n'
                   '                                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>\n'
                   f'                                        <tableViewCellContentView key="contentView" opaque="NO" '
                   f'clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="{content}">\n'
                   '                                            <rect key="frame" x="0.0" y="0.0" width="348" height="44"/>\n'
                   '                                            <subviews>\n')
        out.append(control(rng, 48, 0))
        out.append('                                            </subviews>\n'
                   '                                        </tableViewCellContentView>\n'
                   '                                    </tableViewCell>\n')
    out.append('                                </prototypes>\n                            </tableView>\n'
               '                        </subviews>\n'
               f'                        <viewLayoutGuide key="safeArea" id="{ident(rng)}"/>\n'
               '                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>\n'
               '                        <constraints>\n')
    for _ in range(8):
        out.append(f'                            <constraint firstItem="{stack}" firstAttribute="leading" '
                   f'secondItem="{root}" secondAttribute="leading" id="{ident(rng)}"/>\n')
    out.append('                        </constraints>\n                    </view>\n'
               f'                    <navigationItem key="navigationItem" title="Screen {number}" id="{ident(rng)}"/>\n'
               '                </viewController>\n'
               f'                <placeholder placeholderIdentifier="IBFirstResponder" id="{ident(rng)}" '
               'userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>\n'
               '            </objects>\n'
               f'            <point key="canvasLocation" x="{number * 10}" y="0"/>\n        </scene>\n')
    return "".join(out)


def main():
    size = int(float(sys.argv[1]) * 1024 * 1024)
    rng = random.Random(size)
    head = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" '
            'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
            'useSafeAreas="YES" colorMatched="YES">\n'
            '    <device id="retina5_9" orientation="portrait" appearance="light"/>\n    <scenes>\n')
    # About a fifth of the bytes are inline image data, as in real large storyboards.
    image_bytes = size // 5
    parts, written, number = [head], len(head), 0
    while written < size - image_bytes:
        number += 1
        text = scene(rng, number)
        parts.append(text)
        written += len(text)
    parts.append('    </scenes>\n    <resources>\n')
    # One image per MiB or so: libxml2 caps a single text node at 10 MB, and real storyboards hold
    # several moderate images rather than one huge one.
    for index in range(0, image_bytes, 1 << 20):
        encoded = base64.b64encode(rng.randbytes(min(1 << 20, image_bytes - index) * 3 // 4)).decode()
        lines = "\n".join(encoded[i:i + 76] for i in range(0, len(encoded), 76))
        parts.append(f'        <image name="inline_photo_{index >> 20}" width="512" height="512">\n'
                     f'            <mutableData key="keyedArchiveRepresentation">\n{lines}\n            </mutableData>\n'
                     '        </image>\n')
    parts.append('        <systemColor name="systemBackgroundColor">\n'
                 '            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>\n'
                 '        </systemColor>\n    </resources>\n</document>\n')
    with open(sys.argv[2], "w", encoding="utf-8") as output:
        output.write("".join(parts))


if __name__ == "__main__":
    main()
