#!/usr/bin/env python3
"""Writes an XCUITest page source of about SIZE megabytes: generate-page-source.py SIZE OUTPUT.

One screen, as Appium's getPageSource returns it from WebDriverAgent 9.12 or later (every attribute,
`accessible` and `traits` included): a navigation bar, then a table of rows, each a cell holding a title,
a subtitle, a switch with its inner part and a button with an image, wrapped in the plain views SwiftUI
and React Native nest around everything. Some rows leave the button unlabelled (missing-label). The same
SIZE always gives the same bytes.
"""
import sys


def element(kind, depth, x, y, w, h, index, name=None, label=None, value=None, accessible=False, traits="", close=True):
    attributes = [f'type="XCUIElementType{kind}"']
    if value is not None:
        attributes.append(f'value="{value}"')
    if name is not None:
        attributes.append(f'name="{name}"')
    if label is not None:
        attributes.append(f'label="{label}"')
    attributes += ['enabled="true"', 'visible="true"', f'accessible="{"true" if accessible else "false"}"',
                   f'x="{x}"', f'y="{y}"', f'width="{w}"', f'height="{h}"', f'index="{index}"', f'traits="{traits}"']
    return "  " * depth + f'<XCUIElementType{kind} ' + " ".join(attributes) + ("/>\n" if close else ">\n")


def end(kind, depth):
    return "  " * depth + f"</XCUIElementType{kind}>\n"


def row(number, depth, y):
    name = f"row{number:07d}"
    text = element("Cell", depth, 0, y, 390, 88, number, accessible=False, close=False)
    text += element("Other", depth + 1, 0, y, 390, 88, 0, close=False)
    text += element("StaticText", depth + 2, 16, y + 8, 260, 22, 0, name=f"Item {number}", label=f"Item {number}",
                    value=f"Item {number}", accessible=True, traits="StaticText")
    text += element("StaticText", depth + 2, 16, y + 34, 260, 18, 1, name=f"Updated {number % 60} minutes ago",
                    label=f"Updated {number % 60} minutes ago", value=f"Updated {number % 60} minutes ago",
                    accessible=True, traits="StaticText")
    text += element("Switch", depth + 2, 290, y + 8, 51, 31, 2, name=f"{name}.notify", label="Notify", value=str(number % 2),
                    accessible=True, traits="Button", close=False)
    text += element("Switch", depth + 3, 290, y + 8, 51, 31, 0, value=str(number % 2), traits="Button")
    text += end("Switch", depth + 2)
    unlabelled = number % 7 == 0
    text += element("Button", depth + 2, 346, y + 44, 44, 44, 3, name=f"{name}.more", label="" if unlabelled else "More",
                    accessible=True, traits="Button", close=False)
    text += element("Image", depth + 3, 356, y + 54, 24, 24, 0, name="ellipsis", label="More", traits="Image")
    text += end("Button", depth + 2)
    text += end("Other", depth + 1)
    text += end("Cell", depth)
    return text


def main():
    size = float(sys.argv[1]) * 1024 * 1024
    output = sys.argv[2]
    written = 0
    with open(output, "w") as out:
        head = '<?xml version="1.0" encoding="UTF-8"?>\n<AppiumAUT>\n'
        head += element("Application", 0, 0, 0, 390, 844, 0, name="Shop", label="Shop", close=False)
        head += element("Window", 1, 0, 0, 390, 844, 0, close=False)
        head += element("Other", 2, 0, 0, 390, 844, 0, close=False)
        head += element("NavigationBar", 3, 0, 47, 390, 44, 0, name="Inbox", close=False)
        head += element("StaticText", 4, 160, 58, 70, 22, 0, name="Inbox", label="Inbox", value="Inbox", accessible=True,
                        traits="Header, StaticText")
        head += end("NavigationBar", 3)
        head += element("Table", 3, 0, 91, 390, 753, 1, close=False)
        out.write(head)
        written += len(head.encode())
        number = 0
        tail = end("Table", 3) + end("Other", 2) + end("Window", 1) + end("Application", 0) + "</AppiumAUT>\n"
        while written + len(tail) < size:
            text = row(number, 4, 91 + 88 * number)
            out.write(text)
            written += len(text.encode())
            number += 1
        out.write(tail)


if __name__ == "__main__":
    main()
