"""Handouts to print, at the teacher's desk (``oriflamme.handouts``).

Pick a game or edition and a language: **Prepare** makes the page; then
**Open to print** shows it in a new browser tab (its own «Print» button, or
Ctrl+P: A4, the browser's print dialog saves a PDF too), **Download the page**
saves it as an HTML file, and — where the server has Chromium — **Make the
PDF** prints it there and offers the PDF. On the static site the page is the
way (no Chromium in the browser's Python).

Stable CSS classes: ``ori-handouts``, ``ori-handout-edition``,
``ori-handout-lang``, ``ori-handout-make``, ``ori-handout-links``,
``ori-handout-open``, ``ori-handout-download``, ``ori-handout-pdf-make``,
``ori-handout-pdf``, ``ori-handout-message``.
"""

from __future__ import annotations

import base64
from html import escape

import ipywidgets as w

from oriflamme.handouts import EDITIONS, handout_html, handout_name, handout_title
from oriflamme.handouts import pdf as handout_pdf
from oriflamme.i18n import ALL_LANGS, lang_name
from oriflamme.tutor import texts as tx

from .controls import button, label, show

#: Opens the page held (base64) in the button's ``data-page`` in a new tab.
_OPEN_JS = (
    "(function(b){var s=atob(b.dataset.page);var a=new Uint8Array(s.length);"
    "for(var i=0;i<s.length;i++){a[i]=s.charCodeAt(i);}"
    "var u=window.URL.createObjectURL(new Blob([a],{type:'text/html;charset=utf-8'}));"
    "window.open(u,'_blank');})(this)"
)


class HandoutPanel(w.VBox):
    """The handouts panel (see the module's doc)."""

    def __init__(self, lang: str = "uk") -> None:
        super().__init__()
        self.add_class("ori-handouts")
        self.lang = lang
        self.intro = w.HTML()
        self.edition = w.Dropdown(options=list(EDITIONS), value=EDITIONS[0])
        self.edition.add_class("ori-handout-edition")
        self.page_lang = w.Dropdown(options=list(ALL_LANGS), value=lang)
        self.page_lang.add_class("ori-handout-lang")
        for d in (self.edition, self.page_lang):
            d.style.description_width = "initial"
            d.observe(lambda _c: self._forget(), names="value")
        self.make_button = button(["ori-handout-make"], self.make)
        self.make_button.button_style = "primary"
        self.pdf_button = button(["ori-handout-pdf-make"], self.make_pdf)
        self.links = w.HTML().add_class("ori-handout-links")
        self.message = w.HTML().add_class("ori-handout-message")
        #: The page made (HTML text) for the edition and language picked, and its PDF.
        self.page: str | None = None
        self.pdf: bytes | None = None
        self.children = (
            self.intro,
            w.HBox([self.edition, self.page_lang, self.make_button]).add_class("ori-row"),
            self.links,
            w.HBox([self.pdf_button]).add_class("ori-row"),
            self.message,
        )
        self.relabel(lang)

    def make(self) -> str:
        """Make the page of the edition and language picked; offer it."""
        self.page = handout_html(self.edition.value, self.page_lang.value)
        self.pdf = None
        self._draw()
        return self.page

    def make_pdf(self) -> bytes | None:
        """Print the page to PDF with the server's Chromium (None if it could not)."""
        if self.page is None:
            self.make()
        assert self.page is not None
        self.message.value = escape(tx.text("handout-pdf-working", self.lang))
        show(self.message, True)
        try:
            self.pdf = handout_pdf.pdf_bytes(
                handout_html(self.edition.value, self.page_lang.value, print_button=False)
            )
        except handout_pdf.PdfError:
            self.pdf = None
            self.message.value = escape(tx.text("handout-pdf-failed", self.lang))
            return None
        self.message.value = ""
        show(self.message, False)
        self._draw()
        return self.pdf

    def relabel(self, lang: str) -> None:
        self.lang = lang
        self.intro.value = (
            f"<h4>{escape(tx.text('handouts-title', lang))}</h4>"
            f"<p>{escape(tx.text('handouts-intro', lang))}</p>"
        )
        self.edition.description = tx.text("handout-edition", lang)
        value = self.edition.value
        self.edition.options = [(handout_title(e, lang), e) for e in EDITIONS]
        self.edition.value = value
        self.page_lang.description = tx.text("handout-lang", lang)
        value = self.page_lang.value
        self.page_lang.options = [(lang_name(x), x) for x in ALL_LANGS]
        self.page_lang.value = value
        label(self.make_button, tx.text("handout-make", lang))
        label(self.pdf_button, tx.text("handout-pdf-make", lang), tx.text("handout-pdf-tip", lang))
        self._draw()

    def _forget(self) -> None:
        self.page = self.pdf = None
        self._draw()

    def _draw(self) -> None:
        lang = self.lang
        show(self.pdf_button, self.page is not None and handout_pdf.available() and not self.pdf)
        if self.page is None:
            self.links.value = ""
            return
        edition, page_lang = self.edition.value, self.page_lang.value
        data = base64.b64encode(self.page.encode("utf-8")).decode("ascii")
        parts = [
            f'<button type="button" class="ori-handout-open" data-page="{data}" '
            f'onclick="{escape(_OPEN_JS)}"><i class="fa fa-print" aria-hidden="true"></i>&nbsp;'
            f"{escape(tx.text('handout-open', lang))}</button>",
            f'<a class="ori-handout-download" download="{handout_name(edition, page_lang)}" '
            f'href="data:text/html;charset=utf-8;base64,{data}">'
            f"⬇ {escape(tx.text('handout-download', lang))}</a>",
        ]
        if self.pdf is not None:
            pdf = base64.b64encode(self.pdf).decode("ascii")
            name = handout_name(edition, page_lang, "pdf")
            parts.append(
                f'<a class="ori-handout-pdf" download="{name}" '
                f'href="data:application/pdf;base64,{pdf}">'
                f"⬇ {escape(tx.text('handout-pdf', lang))}</a>"
            )
        self.links.value = " ".join(parts)
