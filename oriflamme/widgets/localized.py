"""A widget whose words follow the learner's language."""

from __future__ import annotations

from typing import Any


class Localized:
    """Mixin: setting ``lang`` relabels the widget (``_relabel``) and passes the
    language on to its localized parts (``_localized_parts``, e.g. its game)."""

    _lang: str

    @property
    def lang(self) -> str:
        return self._lang

    @lang.setter
    def lang(self, value: str) -> None:
        self._lang = value
        self._relabel()
        for part in self._localized_parts():
            part.lang = value

    def _relabel(self) -> None:
        """Put every word of the widget in ``self._lang``."""

    def _localized_parts(self) -> list[Any]:
        game = getattr(self, "game", None)
        return [] if game is None else [game]
