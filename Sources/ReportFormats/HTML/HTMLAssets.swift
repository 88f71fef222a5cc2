/// The HTML report's style sheet and script, inlined in the page. Colours pass WCAG AA contrast on white, and
/// nothing is told by colour alone: severities are words, hidden views are dashed and unreachable ones crossed.
enum HTMLAssets {
    static let style = """
        body { font: 16px/1.45 -apple-system, system-ui, sans-serif; margin: 0; color: #1b1b1b; background: #fff; }
        header, nav, main { padding: 0 1.5rem; }
        header { border-bottom: 1px solid #767676; }
        .skip { position: absolute; left: -999px; }
        .skip:focus { left: 1rem; top: 1rem; background: #fff; padding: .5rem; }
        nav { padding-top: .75rem; }
        .filters { display: inline-block; border: 1px solid #767676; margin: .5rem 0; }
        table { border-collapse: collapse; margin: .5rem 0 1rem; }
        th, td { border: 1px solid #a0a0a0; padding: .25rem .5rem; text-align: left; vertical-align: top; }
        .file { border-top: 2px solid #1b1b1b; margin-top: 2rem; }
        .screen { margin: 1rem 0; border-bottom: 1px solid #a0a0a0; padding-bottom: .5rem; }
        .screen > details > summary { cursor: pointer; padding: .25rem 0; }
        .screen > details > summary h3 { display: inline; margin: 0 .75rem 0 0; font-size: 1.15rem; }
        .hide-unflagged [data-findings="0"] { display: none; }
        .hide-error tr[data-severity="error"], .hide-warning tr[data-severity="warning"], .hide-info tr[data-severity="info"] { display: none; }
        .screen-body { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
        .wireframe { margin: 0; flex: 0 0 auto; width: 420px; max-width: 100%; }
        .wireframe svg { width: 100%; height: auto; max-height: 80vh; border: 1px solid #767676; background: #fafafa; }
        .wireframe figcaption { font-size: .85rem; }
        .reading { flex: 1 1 320px; min-width: 280px; }
        .box rect { fill: none; stroke: #767676; stroke-width: 1; }
        .box.control rect { fill: #e6eefc; stroke: #1a4fa3; stroke-width: 1.5; }
        .box.text rect { stroke: #4d4d4d; }
        .box.image rect { fill: #f1ede4; stroke: #6b5a2e; }
        .box.hidden rect { stroke-dasharray: 4 3; fill: none; }
        .box .cross { stroke: #767676; stroke-width: .75; }
        .box text { fill: #1b1b1b; font-family: system-ui, sans-serif; }
        .box.selected rect { stroke: #000; stroke-width: 4; }
        .mark { cursor: pointer; }
        .mark .outline { fill: none; stroke-width: 3; }
        .mark.selected .outline { stroke-width: 5; }
        .mark.error .outline { stroke: #a11; } .mark.error .tag { fill: #a11; }
        .mark.warning .outline { stroke: #7a4b00; } .mark.warning .tag { fill: #7a4b00; }
        .mark.info .outline { stroke: #1a4fa3; } .mark.info .tag { fill: #1a4fa3; }
        .mark .icon { fill: #fff; }
        .mark text { fill: #fff; font-weight: bold; dominant-baseline: central; font-family: system-ui, sans-serif; }
        .path { fill: none; stroke: #1a4fa3; stroke-width: 1.5; stroke-dasharray: 6 4; }
        .badge { cursor: pointer; }
        .badge circle { fill: #1a4fa3; stroke: #fff; stroke-width: 1.5; }
        .badge text { fill: #fff; text-anchor: middle; dominant-baseline: central; font-weight: bold; font-family: system-ui, sans-serif; }
        .badge.selected circle { fill: #000; stroke: #ffd400; stroke-width: 3; }
        .transcript { padding-left: 2.2rem; }
        .transcript li { margin: .15rem 0; }
        .transcript .item { font: inherit; text-align: left; background: none; border: 1px solid transparent; padding: .1rem .3rem; cursor: pointer; color: inherit; }
        .transcript .item:focus { outline: 3px solid #1a4fa3; }
        .transcript .item.silent { font-style: italic; }
        .transcript li.selected .item { border-color: #000; background: #fff6bf; font-weight: bold; }
        .hint { color: #4d4d4d; font-style: italic; }
        audio { display: block; margin: .25rem 0 .5rem; }
        .panel { border: 1px solid #767676; padding: .5rem .75rem; margin-top: 1rem; }
        .severity { display: inline-block; font-weight: bold; padding: 0 .35rem; border: 1px solid; border-radius: 3px; }
        .severity.error { color: #a11; }
        .severity.warning { color: #7a4b00; }
        .severity.info { color: #1a4fa3; }
        tr.selected td { background: #fff6bf; }
        .note { font-style: italic; }
        """

    /// Shows each screen's transcript (and sound) in the language chosen, the first until another is.
    static func filterStyle(locales: [String]) -> String {
        locales.map { "html[data-locale=\"\($0)\"] [data-locale]:not([data-locale=\"\($0)\"]) { display: none; }\n" }.joined()
    }

    /// Selecting an item, a badge, a box or a finding marks them all and shows the element's details in the screen's
    /// panel. Opening a closed screen (or following a link into one) turns its held body into markup. The filters
    /// and the language switch set classes on the page's root, which the style sheet reads: they apply as well to
    /// what is still loading or not yet opened. Every listener is on the document, so the script runs in the head.
    static let script = """
        (function () {
          var root = document.documentElement;
          function materialize(screen) {
            var source = screen.querySelector(':scope > details > script.screen-source');
            if (source) { source.insertAdjacentHTML('afterend', source.textContent); source.remove(); }
          }
          function reveal(id) {
            var target = id && document.getElementById(id);
            var screen = target && target.closest('section.screen');
            if (screen) { screen.querySelector(':scope > details').open = true; materialize(screen); }
          }
          function select(section, key, order) {
            section.querySelectorAll('.selected').forEach(function (node) { node.classList.remove('selected'); });
            section.querySelectorAll('[aria-current]').forEach(function (node) { node.removeAttribute('aria-current'); });
            var marked = section.querySelectorAll('[data-element-id="' + CSS.escape(key) + '"]');
            marked.forEach(function (node) {
              if (order && node.hasAttribute('data-order') && node.getAttribute('data-order') !== order) { return; }
              node.classList.add('selected');
            });
            var list = section.querySelector('ol.transcript[data-locale="' + CSS.escape(root.getAttribute('data-locale')) + '"]');
            var item = list && list.querySelector('li[data-element-id="' + CSS.escape(key) + '"]' + (order ? '[data-order="' + order + '"]' : ''));
            var panel = section.querySelector('.panel');
            if (item) {
              item.setAttribute('aria-current', 'true');
              panel.innerHTML = item.querySelector('.details').innerHTML;
            } else {
              var rows = section.querySelectorAll('tr[data-element-id="' + CSS.escape(key) + '"]');
              panel.innerHTML = '<p><strong>Not read by the screen reader.</strong></p>' + (rows.length ? '<ul>' + Array.prototype.map.call(rows, function (row) {
                return '<li>' + row.cells[0].innerHTML + ' ' + row.cells[2].innerHTML + '<br><strong>Fix:</strong> ' + row.cells[3].innerHTML + '</li>';
              }).join('') + '</ul>' : '<p>No findings.</p>');
            }
          }
          document.addEventListener('toggle', function (event) {
            if (event.target.matches && event.target.matches('section.screen > details') && event.target.open) { materialize(event.target.parentNode); }
          }, true);
          document.addEventListener('click', function (event) {
            var all = event.target.closest('button[data-screens]');
            if (all) {
              var open = all.getAttribute('data-screens') === 'open';
              document.querySelectorAll('section.screen').forEach(function (screen) {
                screen.querySelector(':scope > details').open = open;
                if (open) { materialize(screen); }
              });
              return;
            }
            var link = event.target.closest('a[href^="#"]');
            if (link) { reveal(decodeURIComponent(link.getAttribute('href').slice(1))); }
            var target = event.target.closest('.badge, .box, .mark, .transcript li, tr[data-element-id]');
            if (!target) { return; }
            var section = target.closest('.screen');
            var li = target.closest('li');
            var order = target.getAttribute('data-order') || (li && li.getAttribute('data-order'));
            select(section, target.getAttribute('data-element-id') || li.getAttribute('data-element-id'), order);
          });
          document.addEventListener('change', function (event) {
            var input = event.target;
            if (input.matches('input[data-filter]')) {
              var filter = input.getAttribute('data-filter');
              root.classList.toggle('hide-' + filter, filter === 'unflagged' ? input.checked : !input.checked);
            } else if (input.id === 'locale') {
              root.setAttribute('data-locale', input.value);
            }
          });
          function followHash() {
            var id = decodeURIComponent(location.hash.slice(1));
            reveal(id);
            var target = id && document.getElementById(id);
            if (target) { target.scrollIntoView(); }
          }
          window.addEventListener('hashchange', followHash);
          document.addEventListener('DOMContentLoaded', function () { if (location.hash) { followHash(); } });
        })();
        """
}
