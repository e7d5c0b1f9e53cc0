"""The tutor's words: lesson texts and tutor UI strings from Fluent files.

Lessons keep their texts in ``oriflamme/locales/<lang>/lessons-<edition>.ftl``
and the tutor's buttons and messages in ``oriflamme/locales/<lang>/tutor.ftl``.
This module reads those files directly (the tutor must not depend on which
other catalogs exist), formats a key, and lists keys and their variables so
the validator and the tests can check that every language has every text.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

LOCALES = Path(__file__).resolve().parent.parent / "locales"

#: The languages every lesson text must exist in.
LANGUAGES: tuple[str, ...] = ("uk", "ru", "fr")
#: Languages the tutor UI speaks (en is for developers and teachers).
UI_LANGUAGES: tuple[str, ...] = ("uk", "ru", "fr", "en")


def _files(lang: str) -> list[Path]:
    d = LOCALES / lang
    if not d.is_dir():
        return []
    tutor = [d / "tutor.ftl"] if (d / "tutor.ftl").exists() else []
    return sorted(d.glob("lessons-*.ftl")) + tutor


@cache
def bundle(lang: str) -> FluentBundle:
    """The Fluent bundle of the tutor's files for ``lang``."""
    b = FluentBundle([lang], use_isolating=False)
    for path in _files(lang):
        b.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return b


class _Vars:
    """Collects the ``$variables`` a pattern uses."""

    def __init__(self) -> None:
        self.names: set[str] = set()

    def walk(self, node: Any) -> None:
        if isinstance(node, ast.VariableReference):
            self.names.add(node.id.name)
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                if isinstance(value, list):
                    for v in value:
                        self.walk(v)
                else:
                    self.walk(value)


@cache
def catalog(lang: str) -> dict[str, frozenset[str]]:
    """Every message id of the tutor's files for ``lang``, with its variables."""
    out: dict[str, frozenset[str]] = {}
    parser = FluentParser()
    for path in _files(lang):
        res = parser.parse(path.read_text(encoding="utf-8"))
        for entry in res.body:
            if isinstance(entry, ast.Message):
                v = _Vars()
                v.walk(entry)
                out[entry.id.name] = frozenset(v.names)
    return out


def junk(lang: str) -> list[str]:
    """Parse errors in the tutor's files for ``lang`` (empty when clean)."""
    parser = FluentParser()
    out = []
    for path in _files(lang):
        res = parser.parse(path.read_text(encoding="utf-8"))
        for entry in res.body:
            if isinstance(entry, ast.Junk):
                out.append(f"{path.name}: {entry.content[:60]!r}")
    return out


def has(key: str, lang: str) -> bool:
    return key in catalog(lang)


def text(key: str, lang: str, **args: Any) -> str:
    """Format ``key`` in ``lang``. A text missing in ``lang`` raises ``KeyError``
    naming both: a learner never reads another language or a bare key."""
    b = bundle(lang)
    msg = b.get_message(key) if b.has_message(key) else None
    if msg is None or msg.value is None:
        raise KeyError(f"no text {key!r} in {lang!r}")
    s, _errors = b.format_pattern(msg.value, args)
    return s


def clear_cache() -> None:
    """Forget loaded files (after editing them in a running session)."""
    bundle.cache_clear()
    catalog.cache_clear()
