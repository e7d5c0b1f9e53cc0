"""Progress that travels: the learner downloads their stars as a small file and
uploads it anywhere (a class's Voila, Binder, the static site), where it merges.

``ProgressTransfer(get_progress, lang)`` sits in the lessons menu under the
name box: a download link of the current progress (``Progress.export_bytes``:
``oriflamme-progress-<name>.json``), an upload button, and a line saying what
came of the last upload — merged (the best stars kept, counts combined: nothing
is counted twice, ``tutor/ledger.py``), or refused with the reason in the
learner's language (not a progress file, too big, another learner's file…),
the progress then left as it was.

Stable CSS classes: ``ori-progress-transfer`` (the whole), ``ori-progress-download``
(the link), ``ori-progress-upload`` (the button), ``ori-progress-transfer-message``
(``--ok`` / ``--error``).
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from oriflamme.tutor import texts as tx
from oriflamme.tutor.progress import MAX_BYTES, Progress, ProgressFileError

from .classroom_style import CLASSROOM_CSS, upload_label_css
from .controls import show


class ProgressTransfer(w.VBox):
    """Download and upload the progress ``get_progress()`` gives; ``on_merged()``
    is called after a file merged (the menu redraws its stars)."""

    def __init__(
        self,
        get_progress: Callable[[], Progress],
        lang: str = "uk",
        on_merged: Callable[[], None] | None = None,
    ) -> None:
        super().__init__()
        self.add_class("ori-progress-transfer")
        self._get = get_progress
        self._on_merged = on_merged
        self.lang = lang
        self.css = w.HTML(CLASSROOM_CSS).add_class("ori-style")
        self.download = w.HTML().add_class("ori-progress-download-box")
        self.upload = w.FileUpload(accept=".json,.txt", multiple=False)
        self.upload.add_class("ori-progress-upload")
        self.upload.add_class(f"ori-upload-{id(self):x}")
        self.upload_css = w.HTML().add_class("ori-style")
        self.upload.observe(self._uploaded, names="value")
        self.message = w.HTML().add_class("ori-progress-transfer-message")
        self._message: tuple[str, str, dict[str, Any]] | None = None
        row = w.HBox([self.download, self.upload]).add_class("ori-progress-transfer__row")
        self.children = (self.css, self.upload_css, row, self.message)
        self.relabel(lang)

    def relabel(self, lang: str) -> None:
        """Every word in ``lang``, and the download link of the progress now."""
        self.lang = lang
        text = tx.text("progress-upload", lang)
        self.upload.description = text
        self.upload.tooltip = tx.text("progress-upload-tip", lang)
        self.upload_css.value = upload_label_css(f"ori-upload-{id(self):x}", text)
        self.refresh()

    def refresh(self) -> None:
        """The download link of the current progress (none while it is empty)."""
        lang, progress = self.lang, self._get()
        if progress.lessons:
            data = base64.b64encode(progress.export_bytes()).decode("ascii")
            tip = escape(tx.text("progress-download-tip", lang))
            self.download.value = (
                f'<a class="ori-progress-download jupyter-button" '
                f'download="{escape(progress.export_name())}" '
                f'href="data:application/json;base64,{data}" title="{tip}">'
                f"⬇ {escape(tx.text('progress-download', lang))}</a>"
            )
        else:
            self.download.value = (
                f'<span class="ori-progress-download--none">'
                f"{escape(tx.text('progress-download-none', lang))}</span>"
            )
        if self._message is not None:
            kind, key, args = self._message
            self._say(kind, tx.text(key, lang, **args))
        else:
            self._say("", "")

    def take(self, content: bytes, name: str = "") -> bool:
        """Merge an uploaded file (what the upload button does); False if refused."""
        progress = self._get()
        if len(content) > MAX_BYTES:
            err = ProgressFileError("too-big", str(len(content)))
            return self._refuse(err, name)
        before = sum(progress.stars(i) for i in progress.lessons)
        try:
            doc = progress.merge_file(content)
        except ProgressFileError as e:
            return self._refuse(e, name)
        if progress.problem is not None and progress.problem["key"] == "tutor-progress-not-saved":
            self._message = ("error", "progress-merged-not-saved", {"file": name or "—"})
        else:
            after = sum(progress.stars(i) for i in progress.lessons)
            self._message = (
                "ok",
                "progress-merged",
                {
                    "file": name or "—",
                    "lessons": len(doc["lessons"]),
                    "stars": after,
                    "gained": max(after - before, 0),
                },
            )
        self.refresh()
        if self._on_merged is not None:
            self._on_merged()
        return True

    def _refuse(self, error: ProgressFileError, name: str) -> bool:
        key = f"progress-file-{error.code}"
        self._message = ("error", key, {"detail": error.detail, "file": name or "—"})
        self.refresh()
        return False

    def _say(self, kind: str, text: str) -> None:
        for k in ("ok", "error"):
            self.message.remove_class(f"ori-progress-transfer-message--{k}")
        if kind:
            self.message.add_class(f"ori-progress-transfer-message--{kind}")
        self.message.value = escape(text)
        show(self.message, bool(text))

    def _uploaded(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        item = files[0]
        self.take(bytes(item["content"]), str(item.get("name", "")))
        self.upload.value = ()  # the same file may be uploaded again
