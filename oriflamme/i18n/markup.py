"""Catalog messages as HTML fragments, for the printed pages (the games' player
aids): a message as a paragraph, and a «title, newline, text» message as a list
item with its title in bold. Everything from the catalog is escaped."""

from __future__ import annotations

from html import escape

from .catalog import t


def paragraph(key: str, lang: str, **args: object) -> str:
    """``key`` in ``lang`` as ``<p>…</p>``."""
    return f"<p>{escape(t(key, lang, **args))}</p>"


def titled_item(key: str, lang: str) -> str:
    """``key``'s first line in bold, then the rest, as ``<li>…</li>``."""
    head, _, rest = t(key, lang).partition("\n")
    return f"<li><b>{escape(head)}</b> {escape(rest.strip())}</li>"
