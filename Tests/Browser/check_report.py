#!/usr/bin/env python3
"""Opens a11y-audit's HTML report in headless Chromium and checks it as a person and a script would.

    check_report.py REPORT.html TREE.json TRANSCRIPT.json [--interactions] [--per-file] [--screenshot PNG SCREEN_ID]

TREE.json and TRANSCRIPT.json are `a11y-audit tree` and `transcript --format json` of the same layouts. Checked:
the index lists every screen, and following its link to a closed screen opens it; then, with every screen opened
("Open all"), the numbers of screens, boxes (elements with a frame) and focus badges (items whose element has a
frame); every badge and transcript item carries data-element-id and data-order; every finding row's link leads to
a finding mark on its element's box; with --interactions, clicking a badge highlights the transcript item with the
same order and fills the screen's panel, Enter on a transcript item does the same from the keyboard, following a
finding row's link selects its element, "Only screens with findings" hides the others (in the index too), and the
language switch shows one transcript per screen; no console error; and axe-core finds no violation. --screenshot saves
the screen SCREEN_ID as a PNG, with its fourth badge selected, for the README. Exits 0 when all
hold, 1 with the reasons otherwise, 2 when Chromium, chromedriver or the Python packages are missing.
"""
import json
import sys

try:
    from axe_selenium_python import Axe
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select, WebDriverWait
except ImportError as error:
    print(f"missing: {error}", file=sys.stderr)
    sys.exit(2)


def expected_counts(tree_path, transcript_path):
    tree = json.load(open(tree_path, encoding="utf-8"))
    transcript = json.load(open(transcript_path, encoding="utf-8"))
    framed = set()
    boxes = 0
    screens = 0

    # Places are (file, line, column): files without frames (Android layouts) share lines with files that have them.
    def walk(path, element):
        nonlocal boxes
        if element["frame"] is not None:
            boxes += 1
            framed.add((path, element["line"], element["column"]))
        for child in element["children"]:
            walk(path, child)

    for document in tree["documents"]:
        for screen in document["screens"]:
            screens += 1
            walk(document["path"], screen["root"])
    badges = sum(1 for document in transcript["documents"] for screen in document["screens"]
                 for item in screen["items"] if (document["path"], item["line"], item["column"]) in framed)
    return screens, boxes, badges


def main():
    arguments = [argument for argument in sys.argv[1:] if not argument.startswith("--")]
    report, tree, transcript = arguments[:3]
    screenshot = sys.argv[sys.argv.index("--screenshot") + 1:sys.argv.index("--screenshot") + 3] if "--screenshot" in sys.argv else None
    problems = []
    options = webdriver.ChromeOptions()
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,1000",
                 "--js-flags=--max-old-space-size=8192"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    try:
        driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    except Exception as error:  # no browser here: say so, as a missing tool
        print(f"cannot start Chromium: {error}", file=sys.stderr)
        sys.exit(2)
    try:
        # axe-core takes minutes over the corpus's thousands of screens: wait for it.
        driver.set_script_timeout(1800)
        driver.command_executor._client_config.timeout = 1800
        driver.get("file://" + report)
        screens, boxes, badges = expected_counts(tree, transcript)
        check_index(driver, screens, problems)
        driver.find_element(By.CSS_SELECTOR, "button[data-screens='open']").click()
        found = (len(driver.find_elements(By.CSS_SELECTOR, "section.screen")),
                 len(driver.find_elements(By.CSS_SELECTOR, "g.box")),
                 len(driver.find_elements(By.CSS_SELECTOR, "g.badge")))
        if found != (screens, boxes, badges):
            problems.append(f"screens, boxes, badges: {found} in the page, {(screens, boxes, badges)} in the JSON")
        unmarked = driver.execute_script(
            "return document.querySelectorAll('g.badge:not([data-element-id][data-order]),"
            " ol.transcript > li:not(.none):not([data-element-id][data-order]), section.screen:not([data-screen-id])').length")
        if unmarked:
            problems.append(f"{unmarked} badges, items or screens lack their data attributes")
        unlinked = driver.execute_script("""
            return Array.prototype.filter.call(document.querySelectorAll('table.findings tr[data-element-id] a[href^="#"]'), function (link) {
              var mark = document.getElementById(decodeURIComponent(link.getAttribute('href').slice(1)));
              return !mark || !mark.matches('g.mark') || mark.getAttribute('data-element-id') !== link.closest('tr').getAttribute('data-element-id');
            }).length""")
        if unlinked:
            problems.append(f"{unlinked} finding rows link to no mark on their element's box")
        if "--interactions" in sys.argv:
            check_selection(driver, problems)
        if screenshot:
            path, screen = screenshot
            section = driver.find_element(By.CSS_SELECTOR, f"section.screen[data-screen-id='{screen}']")
            driver.execute_script("arguments[0].scrollIntoView()", section)
            badge = section.find_elements(By.CSS_SELECTOR, "g.badge")[3]
            driver.execute_script("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", badge)
            section.screenshot(path)
        errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
        if errors:
            problems.append(f"console errors: {errors}")
        axe = Axe(driver)
        # Only violations are wanted: by default axe-core also returns every node that passed. Over a page as large
        # as the corpus's, with every screen open, each run of axe-core walks the whole document first and the tab
        # runs out of memory: --per-file runs axe-core on the page as it loads (screens closed: the page-level rules),
        # then loads it again for each twenty files, opens just their screens and checks their sections, so that
        # every node is checked by every rule that looks at nodes.
        options = {"resultTypes": ["violations"]}
        if "--per-file" in sys.argv:
            files = len(driver.find_elements(By.CSS_SELECTOR, "section.file"))
            driver.get("file://" + report)
            axe.inject()
            violations = axe.run(context={"exclude": [["section.file"]]}, options=options)["violations"]
            for first in range(0, files, 20):
                driver.get("file://" + report)
                chosen = [f"#file-{index}" for index in range(first, min(first + 20, files))]
                driver.execute_script("""arguments[0].forEach(function (file) {
                    document.querySelectorAll(file + ' section.screen > details').forEach(function (screen) { screen.open = true; });
                  });""", chosen)
                WebDriverWait(driver, 600).until(lambda driver: driver.execute_script(
                    "return arguments[0].every(function (file) { return !document.querySelector(file + ' script.screen-source'); })", chosen))
                axe.inject()
                violations += axe.run(context={"include": [[file] for file in chosen]}, options=options)["violations"]
        else:
            axe.inject()
            violations = axe.run(options=options)["violations"]
        if violations:
            problems.append("axe-core: " + axe.report(violations))
    finally:
        driver.quit()
    for problem in problems:
        print(problem, file=sys.stderr)
    sys.exit(1 if problems else 0)


def check_index(driver, screens, problems):
    """The index has a row per screen; its link to the last screen opens that screen when it is closed."""
    links = driver.find_elements(By.CSS_SELECTOR, "section.index tbody a[href^='#']")
    if len(links) != screens:
        problems.append(f"the index lists {len(links)} screens, the JSON {screens}")
    if not links:
        return
    target = links[-1].get_attribute("href").split("#", 1)[1]
    driver.execute_script("arguments[0].click()", links[-1])
    opened = driver.execute_script(
        "var screen = document.getElementById(arguments[0]); return screen && screen.querySelector('details').open && !!screen.querySelector('.screen-body')", target)
    if not opened:
        problems.append(f"following the index's link to {target} did not open the screen")


def visible_transcripts(driver):
    return "ol.transcript[data-locale='" + driver.execute_script("return document.documentElement.dataset.locale") + "']"


def check_selection(driver, problems):
    """Clicking a badge, and Enter on a transcript item, select the element in all three places; a finding row's link
    selects its element's mark; the screens filter and the language switch show what they say."""
    section = next(section for section in driver.find_elements(By.CSS_SELECTOR, "section.screen")
                   if len(section.find_elements(By.CSS_SELECTOR, "g.badge")) >= 3)
    badge = section.find_elements(By.CSS_SELECTOR, "g.badge")[2]
    driver.execute_script("arguments[0].scrollIntoView()", badge)
    badge.click()
    selected = section.find_elements(By.CSS_SELECTOR, visible_transcripts(driver) + " li.selected")
    order, key = badge.get_attribute("data-order"), badge.get_attribute("data-element-id")
    if len(selected) != 1 or selected[0].get_attribute("data-order") != order or selected[0].get_attribute("data-element-id") != key:
        problems.append(f"clicking badge {order} selected {[item.get_attribute('data-order') for item in selected]}")
    else:
        panel = section.find_element(By.CSS_SELECTOR, ".panel").text
        said = selected[0].find_element(By.CSS_SELECTOR, "button").text
        if said not in panel:
            problems.append(f"the panel does not show the selected item: {panel!r}")
    if not section.find_elements(By.CSS_SELECTOR, f"g.box.selected[data-element-id='{key}']"):
        problems.append("clicking a badge did not highlight the element's box")
    items = section.find_elements(By.CSS_SELECTOR, visible_transcripts(driver) + " li button")
    items[0].send_keys(Keys.ENTER)
    first = section.find_elements(By.CSS_SELECTOR, visible_transcripts(driver) + " li.selected")
    if [item.get_attribute("data-order") for item in first] != ["1"]:
        problems.append("Enter on the first transcript item did not select it")
    if not section.find_elements(By.CSS_SELECTOR, "g.badge.selected[data-order='1']"):
        problems.append("selecting the first item did not highlight badge 1")
    links = driver.find_elements(By.CSS_SELECTOR, "table.findings tr[data-element-id] a[href^='#']")
    if links:
        row = links[0].find_element(By.XPATH, "./ancestor::tr")
        driver.execute_script("arguments[0].scrollIntoView()", links[0])
        links[0].click()
        key = row.get_attribute("data-element-id")
        screen = row.find_element(By.XPATH, "./ancestor::section[contains(@class, 'screen')]")
        if not screen.find_elements(By.CSS_SELECTOR, f"g.mark.selected[data-element-id='{key}']"):
            problems.append("following a finding row's link did not select its element's mark")
    check_filters(driver, problems)


def check_filters(driver, problems):
    """"Only screens with findings" hides the screens and index rows without any; the language switch shows one
    transcript per screen, in the language chosen."""
    driver.execute_script("window.scrollTo(0, 0)")
    driver.find_element(By.CSS_SELECTOR, "input[data-filter='unflagged']").click()
    shown = [element.get_attribute("data-findings") for element in
             driver.find_elements(By.CSS_SELECTOR, "section.screen, section.index tbody tr") if element.is_displayed()]
    if not shown or "0" in shown:
        problems.append(f"'Only screens with findings' shows {len(shown)} screens and rows, {shown.count('0')} without findings")
    driver.find_element(By.CSS_SELECTOR, "input[data-filter='unflagged']").click()
    locales = driver.find_elements(By.CSS_SELECTOR, "#locale option")
    if len(locales) > 1:
        Select(driver.find_element(By.ID, "locale")).select_by_value(locales[1].get_attribute("value"))
        screen = driver.find_element(By.CSS_SELECTOR, "section.screen details[open]")
        shown = [list.get_attribute("lang") for list in screen.find_elements(By.CSS_SELECTOR, "ol.transcript") if list.is_displayed()]
        if shown != [locales[1].get_attribute("value")]:
            problems.append(f"after choosing {locales[1].get_attribute('value')}, the transcripts shown are {shown}")
        Select(driver.find_element(By.ID, "locale")).select_by_value(locales[0].get_attribute("value"))


if __name__ == "__main__":
    main()
