#!/usr/bin/env python3
"""Writes an Android uiautomator dump of about SIZE megabytes: generate-uiautomator-dump.py SIZE OUTPUT [--uiautomator2].

One screen, as androidx's UiDevice.dumpWindowHierarchy writes it (every attribute, indented): a toolbar, then a
RecyclerView of rows, each a clickable layout holding a title, a subtitle, a switch and an image button, some of
whose image buttons have no description (NAF: missing-label). The same SIZE always gives the same bytes.
With --uiautomator2 the same screen is written as Appium's UiAutomator2 driver returns it: each element named by
its class instead of <node>.
"""
import sys

UIAUTOMATOR2 = "--uiautomator2" in sys.argv[3:]


def tag(cls):
    return cls if UIAUTOMATOR2 else "node"

ATTRIBUTES = ("index", "text", "resource-id", "class", "package", "content-desc", "checkable", "checked", "clickable",
              "enabled", "focusable", "focused", "scrollable", "long-clickable", "password", "selected",
              "visible-to-user", "bounds", "drawing-order", "hint", "display-id")


def node(depth, cls, bounds, index=0, text="", rid="", desc="", clickable=False, checkable=False, checked=False,
         scrollable=False, naf=False, close=True):
    values = {"index": str(index), "text": text, "resource-id": rid, "class": cls, "package": "com.example.inbox",
              "content-desc": desc, "checkable": str(checkable).lower(), "checked": str(checked).lower(),
              "clickable": str(clickable).lower(), "enabled": "true", "focusable": str(clickable).lower(),
              "focused": "false", "scrollable": str(scrollable).lower(), "long-clickable": "false", "password": "false",
              "selected": "false", "visible-to-user": "true", "bounds": "[%d,%d][%d,%d]" % bounds,
              "drawing-order": "1", "hint": "", "display-id": "0"}
    attributes = " ".join(f'{name}="{values[name]}"' for name in ATTRIBUTES)
    return "  " * depth + f"<{tag(cls)} " + ('NAF="true" ' if naf else "") + attributes + ("/>\n" if close else ">\n")


def row(number, depth, top):
    unlabelled = number % 7 == 0
    text = node(depth, "android.widget.LinearLayout", (0, top, 1080, top + 220), number,
                rid="com.example.inbox:id/row", clickable=True, close=False)
    text += node(depth + 1, "android.widget.TextView", (48, top + 24, 700, top + 96), 0, text=f"Message {number}",
                 rid="com.example.inbox:id/title")
    text += node(depth + 1, "android.widget.TextView", (48, top + 110, 700, top + 170), 1,
                 text=f"Received {number % 60} minutes ago", rid="com.example.inbox:id/subtitle")
    text += node(depth + 1, "androidx.appcompat.widget.SwitchCompat", (730, top + 60, 880, top + 160), 2,
                 text="Pin", rid="com.example.inbox:id/pin", clickable=True, checkable=True, checked=number % 2 == 0)
    text += node(depth + 1, "android.widget.ImageButton", (900, top + 50, 1040, top + 170), 3,
                 rid="com.example.inbox:id/more", desc="" if unlabelled else "More", clickable=True, naf=unlabelled)
    text += "  " * depth + f"</{tag('android.widget.LinearLayout')}>\n"
    return text


def main():
    size = float(sys.argv[1]) * 1024 * 1024
    with open(sys.argv[2], "w") as out:
        head = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n"
        head += node(1, "android.widget.FrameLayout", (0, 0, 1080, 2400), close=False)
        head += node(2, "androidx.appcompat.widget.Toolbar", (0, 128, 1080, 282), close=False)
        head += node(3, "android.widget.TextView", (48, 170, 320, 240), text="Inbox")
        head += f"    </{tag('androidx.appcompat.widget.Toolbar')}>\n"
        head += node(2, "androidx.recyclerview.widget.RecyclerView", (0, 282, 1080, 2400), 1,
                     rid="com.example.inbox:id/list", scrollable=True, close=False)
        tail = (f"    </{tag('androidx.recyclerview.widget.RecyclerView')}>\n"
                f"  </{tag('android.widget.FrameLayout')}>\n</hierarchy>\n")
        out.write(head)
        written = len(head.encode())
        number = 0
        while written + len(tail) < size:
            text = row(number, 3, 282 + 220 * number)
            out.write(text)
            written += len(text.encode())
            number += 1
        out.write(tail)


if __name__ == "__main__":
    main()
