#!/usr/bin/env python3
"""Writes an Android uiautomator dump whose list has two very wide rows: generate-wide-rows-dump.py COUNT OUTPUT.

A RecyclerView of two rows, each holding COUNT small rows of a title and a "Like" button: every button says what many
others say, all inside two rows of the list. It times what a rule that compares a list's rows costs when one row is
huge (a Compose page's section, a pager's page): linear work stays well under a second at COUNT 8000 (4.6 MB).
The same COUNT always gives the same bytes.
"""
import sys


def main():
    count, path = int(sys.argv[1]), sys.argv[2]
    with open(path, "w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<hierarchy rotation="0">\n'
                  '<node class="androidx.recyclerview.widget.RecyclerView" scrollable="true" bounds="[0,0][1080,2000]">\n')
        for row in range(2):
            top = row * 1000
            out.write(f'<node class="android.widget.LinearLayout" bounds="[0,{top}][1080,{top + 1000}]">\n')
            for item in range(count):
                out.write(f'<node class="android.widget.LinearLayout" bounds="[0,{top}][1080,{top + 10}]">'
                          f'<node class="android.widget.TextView" text="Item {row} {item}" bounds="[0,{top}][700,{top + 10}]"/>'
                          f'<node class="android.widget.Button" text="Like" clickable="true" focusable="true" enabled="true" '
                          f'bounds="[700,{top}][1080,{top + 10}]"/></node>\n')
            out.write('</node>\n')
        out.write('</node>\n</hierarchy>\n')


if __name__ == "__main__":
    main()
