"""``LearnerPicker``: whose stars these are, on a server shared by a class.

A learner types their name and presses "That's me" (or Enter): from then on
their stars are read from and saved to a file of their own
(``Progress.for_learner``). Without a name, progress is the shared file, as
on a learner's own computer.

The box suggests only names used in the learner's own browser (issue 32): on
the static site, the names with a file in this browser's drive; on a server,
the names given on this page since it was opened — never the other learners'
names on the server (a class of minors: the teacher's class view is where
names are seen).

Stable CSS classes: ``ori-learner`` (the whole), ``ori-learner-name`` (the
labelled text box with suggestions), ``ori-learner-use`` (the button),
``ori-learner-status`` (whose progress is shown).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from pathlib import Path

import ipywidgets as w

from oriflamme.tutor import texts as tx
from oriflamme.tutor.progress import IN_BROWSER, learner_id, learners

from .controls import button, label


class LearnerPicker(w.VBox):
    """A name box, a button and a status line; ``on_pick(name)`` switches learner."""

    def __init__(
        self,
        on_pick: Callable[[str], None],
        *,
        base_path: str | Path | None = None,
        lang: str = "uk",
    ) -> None:
        super().__init__()
        self.add_class("ori-learner")
        self._on_pick = on_pick
        self._base_path = base_path
        self.lang = lang
        self.current = ""
        #: The names given on this page (a server's suggestions).
        self.used: list[str] = []
        self.name = w.Combobox(ensure_option=False, continuous_update=False)
        self.name.add_class("ori-learner-name")
        self.name.style.description_width = "initial"
        self.name.observe(lambda _change: self.pick(), names="value")  # Enter or leaving the box
        self.use = button(["ori-learner-use"], self.pick)
        self.status = w.HTML().add_class("ori-learner-status")
        row = w.HBox([self.name, self.use]).add_class("ori-learner__row")
        self.children = (row, self.status)
        self.relabel(lang)

    def pick(self) -> None:
        """Switch to the learner named in the box (nothing if it is the same)."""
        name = " ".join(self.name.value.split())
        if learner_id(name) == learner_id(self.current):
            return
        self.current = name if learner_id(name) else ""
        if self.current and all(learner_id(u) != learner_id(self.current) for u in self.used):
            self.used.append(self.current)
        self._on_pick(self.current)
        self.relabel(self.lang)

    def suggestions(self) -> list[str]:
        """The names the box offers: this browser's (see the module's doc)."""
        if IN_BROWSER:  # the drive is this browser's own
            return learners(self._base_path)
        return sorted(self.used, key=str.casefold)

    def relabel(self, lang: str) -> None:
        """Texts in ``lang``, and this browser's names as suggestions."""
        self.lang = lang
        self.name.description = tx.text("tutor-learner-label", lang)
        self.name.placeholder = tx.text("tutor-learner-placeholder", lang)
        self.name.tooltip = tx.text("tutor-learner-tip", lang)
        label(self.use, tx.text("tutor-learner-use", lang), tx.text("tutor-learner-tip", lang))
        names = self.suggestions()
        if list(self.name.options) != names:
            self.name.options = names
        known = bool(self.current)
        self.status.value = escape(
            tx.text(
                "tutor-learner-current",
                lang,
                known="yes" if known else "no",
                name=self.current,
                # the static site: the shared progress is this browser's, not a server's
                where="browser" if IN_BROWSER else "server",
            )
        )
