"""The stylesheet of the classroom tools, and two small pieces of HTML they share.

``CLASSROOM_CSS`` styles the learner's progress file row and assignment panel
(lessons menu) and the teacher's class tools (desk): the class view's table,
the builder of assignment links, the handouts. Each of these widgets carries
it (a ``<style>`` in an HTML child), so that it looks the same in the app, in a
notebook and on the static site. Same ink, parchment and gold as the lessons.

``upload_label_css`` names an upload button by CSS (ipywidgets writes
«label (count)» on it); ``copy_button`` is a button that copies a link of the
page (the assignment's) to the clipboard, with a fallback where the page is
not a secure context (a school server over plain http).
"""

from __future__ import annotations

import json
from html import escape

CLASSROOM_CSS = """<style>
.ori-progress-transfer, .ori-assignment, .ori-class-tools {
  font-family: 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif', serif;
  color: #2b1d0e;
}
.ori-progress-transfer__row, .ori-class-tools .ori-row { display: flex; flex-wrap: wrap;
  gap: 8px 10px; align-items: center; }
.ori-progress-transfer .widget-html-content, .ori-assignment .widget-html-content,
.ori-class-tools .widget-html-content { font-size: inherit; line-height: 1.4; height: auto; }
.ori-progress-transfer .widget-html, .ori-assignment .widget-html,
.ori-class-tools .widget-html { margin: 0; height: auto; }
a.ori-progress-download, a.ori-class-csv, a.ori-handout-download, a.ori-handout-pdf,
button.ori-copy, button.ori-handout-open {
  display: inline-flex; align-items: center; min-height: 36px; padding: 4px 14px;
  border-radius: 8px; background: #f2e6c9; color: #2b1d0e; border: 1px solid #b89a5a;
  text-decoration: none; font: inherit; font-size: 15px; cursor: pointer; line-height: 1.25;
}
a.ori-progress-download:hover, a.ori-class-csv:hover, a.ori-handout-download:hover,
a.ori-handout-pdf:hover, button.ori-copy:hover, button.ori-handout-open:hover {
  background: #ffe9a8;
}
.ori-progress-transfer a:focus-visible, .ori-class-tools a:focus-visible,
.ori-class-tools button:focus-visible, .ori-progress-transfer button:focus-visible,
.ori-assignment button:focus-visible { outline: 3px solid #1f6fd1; outline-offset: 2px; }
.ori-progress-transfer .jupyter-button, .ori-assignment .jupyter-button,
.ori-class-tools .jupyter-button {
  height: auto; min-height: 36px; font-size: 15px; padding: 4px 14px; border-radius: 8px;
  white-space: normal; line-height: 1.25; width: auto; font-family: inherit;
}
.ori-progress-download--none { color: #6b5533; font-style: italic; }
.ori-progress-transfer .ori-progress-upload.jupyter-button,
.ori-class-tools .ori-class-upload.jupyter-button {
  background: #f2e6c9; color: #2b1d0e; border: 1px solid #b89a5a; border-radius: 8px;
}
.ori-assignment .ori-starline { font-size: 19px; letter-spacing: 1px; white-space: nowrap; }
.ori-progress-transfer-message--ok, .ori-class-message--ok {
  padding: 6px 12px; border-radius: 8px; background: #e6f4e6; border: 1px solid #4d8a4d;
}
.ori-progress-transfer-message--error, .ori-class-message--error, .ori-assignment-message,
.ori-class-gate-message {
  padding: 6px 12px; border-radius: 8px; background: #fde8e6; color: #7a1410;
  border: 1px solid #b3261e;
}
/* the learner's assignment */
.ori-assignment { background: #fffaf0; border: 2px solid #c9a227; border-radius: 12px;
  padding: 10px 14px; gap: 8px; }
.ori-assignment__title { margin: 0 0 6px; font-size: 21px; }
.ori-assignment-count { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px;
  font-size: 16px; }
.ori-assignment-count__bar { flex: 0 1 220px; height: 10px; min-width: 120px;
  background: #e9dcc0; border-radius: 5px; overflow: hidden; }
.ori-assignment-count__fill { height: 100%; background: #c9a227; }
.ori-assignment-note { font-style: italic; }
.ori-assignment__items { gap: 6px; }
.ori-assignment-item { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px;
  padding: 6px 10px; border-radius: 10px; background: #f6eedb; }
.ori-assignment-item--done { background: #eaf3df; }
.ori-assignment-item--unavailable { opacity: 0.8; font-style: italic; }
.ori-assignment-item__text { flex: 1 1 260px; min-width: 0; }
.ori-assignment-item__text .widget-html-content { display: flex; flex-wrap: wrap;
  align-items: center; gap: 4px 12px; }
.ori-assignment-item__n, .ori-class-tools .ori-assignment-item__n {
  display: inline-flex; justify-content: center; align-items: center; min-width: 26px;
  height: 26px; border-radius: 13px; background: #2b1d0e; color: #ffd75e;
  font-weight: bold; font-size: 14px; margin-right: 6px;
}
.ori-assignment-item__title { flex: 1 1 180px; font-size: 17px; }
.ori-assignment-item__title small { display: block; color: #6b5533; font-size: 13px; }
.ori-assignment .ori-star--on { color: #b8860b; }
.ori-assignment .ori-star--off { color: #b9ad94; }
/* the style sheets' own boxes take no room (a <style> applies where it is) */
.ori-style { display: none !important; }
/* the teacher's class tools */
.ori-class-tools { gap: 10px; margin: 4px 0 12px; }
.ori-class-tools__switch { display: flex; flex-wrap: wrap; gap: 6px; }
.ori-class-tools__switch .widget-toggle-button {
  flex: 0 1 auto; width: auto; height: auto; min-height: 38px; margin: 0; padding: 4px 14px;
  white-space: normal; overflow: visible; text-overflow: clip; font-size: 15px;
  border-radius: 8px;
}
.ori-class-tools__panel { background: #fffaf0; border: 1px solid #e0d0aa; border-radius: 12px;
  padding: 10px 14px; gap: 10px; }
.ori-class-tools h4 { margin: 0 0 4px; font-size: 19px; }
.ori-class-tools p { margin: 0; }
.ori-class-tools .widget-text, .ori-class-tools .widget-dropdown,
.ori-class-tools .widget-password { width: auto; max-width: 100%; }
/* a label and its field wrap as one block (ipywidgets fixes their height) */
.ori-class-tools .ori-row > .widget-inline-hbox { flex: 0 1 auto; }
.ori-class-tools .ori-row > .widget-inline-hbox > .widget-label { flex: none; }
.ori-class-tools .widget-inline-hbox { height: auto; min-height: 32px; flex-wrap: nowrap;
  align-items: center; gap: 2px 6px; width: auto; }
.ori-class-tools .widget-inline-hbox > .widget-label { height: auto; line-height: 1.3;
  white-space: nowrap; }
.ori-class-tools .widget-inline-hbox select,
.ori-class-tools .widget-inline-hbox input:not([type=checkbox]) { height: 32px; }
.ori-class-tools .widget-text input, .ori-class-tools .widget-password input { min-width: 12em; }
.ori-class-tools .widget-dropdown select { max-width: 28em; }
.ori-class-tools .widget-label { min-width: 0; }
.ori-class-summary { color: #4a3417; }
.ori-class-scroll { overflow-x: auto; max-width: 100%; border: 1px solid #e0d0aa;
  border-radius: 8px; background: #fff; }
table.ori-class-table { border-collapse: separate; border-spacing: 0; font-size: 14px;
  font-family: 'DejaVu Sans', Verdana, sans-serif; }
.ori-class-table th, .ori-class-table td { padding: 4px 6px; border-bottom: 1px solid #eee2c6;
  text-align: center; white-space: nowrap; }
.ori-class-table thead th { background: #f6eedb; vertical-align: bottom; position: sticky;
  top: 0; z-index: 1; }
.ori-class-table .ori-class-table__lesson { height: 210px; padding: 4px 2px; }
.ori-class-table__lesson span { writing-mode: vertical-rl; text-orientation: sideways;
  transform: rotate(180deg);
  display: inline-block; max-height: 204px; overflow: hidden; text-overflow: ellipsis;
  white-space: nowrap; text-align: left; font-weight: normal; }
.ori-class-table th.ori-class-table__name, .ori-class-table td.ori-class-table__name {
  position: sticky; left: 0; background: #fffaf0; text-align: left; z-index: 2;
  max-width: 14em; overflow: hidden; text-overflow: ellipsis; }
.ori-class-table thead th.ori-class-table__name { z-index: 3; }
.ori-class-table td.ori-class-cell--stuck { background: #fde8e6; }
.ori-class-table td.ori-class-cell--done { background: #f1f7e9; }
.ori-class-table .ori-class-stars { color: #b8860b; letter-spacing: -1px; }
.ori-class-table .ori-class-stars--off { color: #c9bda4; letter-spacing: -1px; }
.ori-class-table .ori-class-tries { display: block; font-size: 11px; color: #6b5533; }
.ori-class-badge { display: inline-block; margin-left: 6px; padding: 0 6px; border-radius: 8px;
  font-size: 11px; background: #e9dcc0; color: #4a3417; }
.ori-class-badge--problem { background: #fde8e6; color: #7a1410; }
.ori-class-legend { font-size: 13px; color: #4a3417; }
.ori-class-mistakes table, .ori-class-rules table { border-collapse: collapse; font-size: 14px;
  font-family: 'DejaVu Sans', Verdana, sans-serif; width: 100%; }
.ori-class-mistakes th, .ori-class-mistakes td, .ori-class-rules th, .ori-class-rules td {
  border-bottom: 1px solid #eee2c6; padding: 4px 6px; text-align: left; vertical-align: top; }
.ori-class-mistakes td.ori-num, .ori-class-rules td.ori-num,
.ori-class-mistakes th.ori-num, .ori-class-rules th.ori-num { text-align: right; }
.ori-class-mistakes h5, .ori-class-rules h5 { margin: 6px 0 4px; font-size: 16px; }
.ori-class-columns { display: flex; flex-wrap: wrap; gap: 12px; }
.ori-class-columns > * { flex: 1 1 420px; min-width: 0; }
.ori-assignment-list { max-width: 900px; }
.ori-assignment-chosen { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.ori-assignment-chosen__name { flex: 1 1 260px; min-width: 0; }
.ori-assignment-chosen .jupyter-button { min-width: 36px; }
.ori-assignment-link-box .widget-html-content { display: flex; flex-wrap: wrap; gap: 6px 12px;
  align-items: center; }
.ori-assignment-link { font-size: 16px; font-weight: bold; color: #7a1410; }
.ori-assignment-link__query { flex-basis: 100%; font-size: 12px; word-break: break-all;
  color: #4a3417; background: #f6eedb; padding: 4px 6px; border-radius: 6px; }
.ori-assignment-empty { font-style: italic; color: #6b5533; }
.ori-handout-links .widget-html-content { display: flex; flex-wrap: wrap; gap: 8px;
  align-items: center; }
@media (max-width: 600px) {
  .ori-class-table .ori-class-table__lesson { height: 150px; }
  .ori-class-table__lesson span { max-height: 146px; }
  .ori-class-table th.ori-class-table__name, .ori-class-table td.ori-class-table__name {
    max-width: 8em; }
  .ori-class-tools .widget-inline-hbox:not(.widget-checkbox) { width: 100%; flex-wrap: wrap; }
  .ori-class-tools .widget-inline-hbox:not(.widget-checkbox) > .widget-label {
    width: 100%; max-width: 100%; white-space: normal; }
  .ori-class-tools .widget-inline-hbox select,
  .ori-class-tools .widget-inline-hbox input:not([type=checkbox]) {
    flex: 1 1 100%; width: 100%; min-width: 0; }
  .ori-class-tools__panel { padding: 8px; }
  .ori-class-tools .widget-dropdown select { max-width: 100%; }
  .ori-class-tools .widget-inline-hbox { flex-wrap: wrap; }
}
</style>"""


def upload_label_css(cls: str, text: str) -> str:
    """CSS that writes ``text`` on the upload button of class ``cls`` (the
    «(0)» ipywidgets adds is hidden)."""
    return (
        f"<style>.{cls}{{font-size:0 !important}}"
        f".{cls}::after{{content:{json.dumps(text, ensure_ascii=False)};font-size:15px}}</style>"
    )


#: In-page: copy the absolute address of the link in ``data-href`` (relative
#: to the page) to the clipboard; where the Clipboard API is missing (no
#: secure context), a selected text area and ``execCommand``, else a prompt.
_COPY_JS = (
    "(function(b){var u=new window.URL(b.dataset.href,window.location.href).href;"
    "var done=function(){b.textContent=b.dataset.done;b.setAttribute('data-copied',u);"
    "var s=b.nextElementSibling;if(s&&s.classList.contains('ori-copy-status')){"
    "s.textContent='';window.setTimeout(function(){s.textContent=b.dataset.done;},50);}};"
    "var old=function(){var t=document.createElement('textarea');t.value=u;"
    "document.body.appendChild(t);t.select();var ok=false;"
    "try{ok=document.execCommand('copy');}catch(e){}document.body.removeChild(t);"
    "if(ok){done();}else{window.prompt(b.dataset.failed,u);}};"
    "if(navigator.clipboard&&window.isSecureContext){"
    "navigator.clipboard.writeText(u).then(done,old);}else{old();}})(this)"
)


def copy_button(cls: str, href: str, text: str, done: str, failed: str) -> str:
    """A button copying the page-relative link ``href`` as a whole address; a
    screen reader hears ``done`` once it is copied (the status beside it,
    ``ori-copy-status``: a changed button label is not announced)."""
    return (
        f'<button type="button" class="ori-copy {cls}" data-href="{escape(href)}" '
        f'data-done="{escape(done)}" data-failed="{escape(failed)}" '
        f'onclick="{escape(_COPY_JS)}">{escape(text)}</button>'
        '<span class="ori-copy-status ori-sr" role="status" aria-live="polite"></span>'
    )
