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
        .screen { margin: 1.5rem 0; }
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
        .box .cross { stroke: #a11; stroke-width: 1; }
        .box text { fill: #1b1b1b; font-family: system-ui, sans-serif; }
        .box.selected rect { stroke: #000; stroke-width: 4; }
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

    /// Selecting an item, a badge or a box marks all three and shows the element's details in the screen's
    /// panel; the findings filters hide findings by severity; the language switch shows one transcript per screen.
    static let script = """
        (function () {
          function select(section, key, order) {
            section.querySelectorAll('.selected').forEach(function (node) { node.classList.remove('selected'); });
            section.querySelectorAll('[aria-current]').forEach(function (node) { node.removeAttribute('aria-current'); });
            var marked = section.querySelectorAll('[data-element-id="' + CSS.escape(key) + '"]');
            marked.forEach(function (node) {
              if (order && node.hasAttribute('data-order') && node.getAttribute('data-order') !== order) { return; }
              node.classList.add('selected');
            });
            var list = section.querySelector('ol.transcript:not([hidden])');
            var item = list && list.querySelector('li[data-element-id="' + CSS.escape(key) + '"]' + (order ? '[data-order="' + order + '"]' : ''));
            var panel = section.querySelector('.panel');
            if (item) {
              item.setAttribute('aria-current', 'true');
              panel.innerHTML = item.querySelector('.details').innerHTML;
            } else {
              var rows = section.querySelectorAll('tr[data-element-id="' + CSS.escape(key) + '"]');
              panel.innerHTML = '<p><strong>Not read by VoiceOver.</strong></p>' + (rows.length ? '<ul>' + Array.prototype.map.call(rows, function (row) {
                return '<li>' + row.cells[0].innerHTML + ' ' + row.cells[2].innerHTML + '<br><strong>Fix:</strong> ' + row.cells[3].innerHTML + '</li>';
              }).join('') + '</ul>' : '<p>No findings.</p>');
            }
          }
          document.addEventListener('click', function (event) {
            var target = event.target.closest('.badge, .box, .transcript li, tr[data-element-id]');
            if (!target) { return; }
            var section = target.closest('.screen');
            var li = target.closest('li');
            var order = target.getAttribute('data-order') || (li && li.getAttribute('data-order'));
            select(section, target.getAttribute('data-element-id') || li.getAttribute('data-element-id'), order);
          });
          document.querySelectorAll('input[data-filter]').forEach(function (box) {
            box.addEventListener('change', function () {
              document.querySelectorAll('tr[data-severity="' + box.getAttribute('data-filter') + '"]').forEach(function (row) {
                row.hidden = !box.checked;
              });
            });
          });
          var locale = document.getElementById('locale');
          if (locale) {
            locale.addEventListener('change', function () {
              document.querySelectorAll('ol.transcript, audio[data-locale]').forEach(function (node) {
                node.hidden = node.getAttribute('data-locale') !== locale.value;
              });
            });
          }
        })();
        """
}
