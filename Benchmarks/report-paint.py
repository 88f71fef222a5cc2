#!/usr/bin/env python3
"""Times how soon Chromium (headless) paints HTML reports, how soon they answer a click, and how long until they
are loaded, interleaved round by round so that all pages meet the same machine noise:

    Benchmarks/report-paint.py ROUNDS LABEL=PAGE.html [LABEL=PAGE.html ...]

For each page, in milliseconds from navigation, median and minimum over the rounds:
- first_paint: first contentful paint (the first text shown);
- first_answer: as soon as the first screen is on the page, it is opened (if closed) and its first transcript item
  clicked, every 50 ms until the panel shows the item's details: when a person's first click is answered;
- dom_content_loaded and load.
Each round opens a new browser so that nothing is cached. Needs chromium, chromedriver and PyPI's selenium.
"""
import json
import statistics
import sys
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.options import Options


FIRST_ANSWER = """
    var screen = document.querySelector('.screen');
    if (!screen) { return null; }
    var details = screen.querySelector('details');
    if (details && !details.open) { details.querySelector('summary').click(); }
    var item = screen.querySelector('.transcript .item');
    var panel = screen.querySelector('.panel');
    if (!item || !panel) { return null; }
    if (panel.querySelector('strong')) { return performance.now(); }
    item.click();
    return null;"""


def measure(page):
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900"]:
        options.add_argument(argument)
    options.page_load_strategy = "none"
    driver = webdriver.Chrome(options=options)
    try:
        driver.set_page_load_timeout(600)
        driver.get(Path(page).resolve().as_uri())
        deadline = time.time() + 600
        answered = None
        while time.time() < deadline and answered is None:
            answered = driver.execute_script(FIRST_ANSWER)
            time.sleep(0.05)
        while time.time() < deadline:
            timing = driver.execute_script("""
                var paint = performance.getEntriesByName('first-contentful-paint')[0];
                var nav = performance.getEntriesByType('navigation')[0];
                return paint && nav && nav.loadEventEnd > 0
                    ? [paint.startTime, nav.domContentLoadedEventEnd, nav.loadEventEnd] : null;""")
            if timing and answered is not None:
                return [timing[0], answered, timing[1], timing[2]]
            time.sleep(0.05)
        raise SystemExit(f"{page}: no paint or load within 600 s")
    finally:
        driver.quit()


def main():
    rounds = int(sys.argv[1])
    pages = [argument.split("=", 1) for argument in sys.argv[2:]]
    samples = {label: [] for label, _ in pages}
    for _ in range(rounds):
        for label, page in pages:
            samples[label].append(measure(page))
    for label, page in pages:
        columns = list(zip(*samples[label]))
        row = {"label": label, "bytes": Path(page).stat().st_size}
        for name, values in zip(["first_paint", "first_answer", "dom_content_loaded", "load"], columns):
            row[name] = {"median": statistics.median(values), "min": min(values)}
        print(json.dumps(row))


if __name__ == "__main__":
    main()
