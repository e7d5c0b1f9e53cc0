"""Tiny helpers for writing SVG/HTML by hand: escaping, attributes, numbers."""

from __future__ import annotations

import re

#: Serif stack for card titles: DejaVu Serif carries Cyrillic on bare Linux.
SERIF = "'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif', serif"
#: Sans stack for small labels.
SANS = "'Segoe UI', 'Helvetica Neue', Arial, 'DejaVu Sans', 'Liberation Sans', sans-serif"

_CLASS_SAFE = re.compile(r"[^a-z0-9_-]+")


def esc(text: object) -> str:
    """XML-escape ``text`` for element content or a double-quoted attribute
    (``xml.sax.saxutils.escape`` with ``"``, without importing ``xml.sax``,
    which brings ``urllib.request`` and ``http.client`` into a served page's
    kernel: 1.5 MB, issue 32)."""
    return (
        str(text)
        .replace("&", "&amp;")
        .replace(">", "&gt;")
        .replace("<", "&lt;")
        .replace('"', "&quot;")
    )


def num(value: float) -> str:
    """A compact number for SVG attributes (``12``, ``12.5``, ``-3.25``)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def attrs(**values: object) -> str:
    """Attributes as ``key="value"`` pairs; ``None``/``False`` are dropped.

    A trailing underscore is stripped (``class_``) and other underscores become
    hyphens (``font_size`` -> ``font-size``; ``data_pos`` -> ``data-pos``).
    """
    parts = []
    for key, value in values.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        text = num(value) if isinstance(value, float) else str(value)
        parts.append(f'{name}="{esc(text)}"')
    return " ".join(parts)


def css_token(text: str) -> str:
    """``text`` reduced to a safe CSS class fragment (``Red Team`` -> ``red-team``)."""
    return _CLASS_SAFE.sub("-", str(text).lower()).strip("-") or "x"


def classes(*names: str | None) -> str:
    """A class attribute value from the names that are set."""
    return " ".join(n for n in names if n)


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """Rough rendered width of ``text`` in a serif face at ``size`` px.

    Good enough to choose line breaks and font sizes; a ``textLength`` guard
    keeps the rare miss inside the card.
    """
    per = 0.0
    for ch in text:
        if ch == " ":
            per += 0.32
        elif ch in "iíìïjlIіїrtf.,;:'’!|()":
            per += 0.34
        elif ch in "mwMWЖШЩЮФжшщюфыЫ":
            per += 0.9
        elif ch.isupper():
            per += 0.72
        elif "\u0400" <= ch <= "\u04ff":
            per += 0.64
        else:
            per += 0.6
    return per * size * (1.1 if bold else 1.0)


def el(tag: str, content: str | None = None, **values: object) -> str:
    """One element: ``el("circle", r=3)`` -> ``<circle r="3"/>``; ``content`` is raw markup."""
    head = f"{tag} {attrs(**values)}".rstrip()
    return f"<{head}/>" if content is None else f"<{head}>{content}</{tag}>"


SVG_NS = "http://www.w3.org/2000/svg"


def svg_doc(body: str, *, width: float, height: float, css: str, title: str) -> str:
    """A stand-alone ``<svg>`` of ``width``×``height`` px with a ``<title>``."""
    root = attrs(
        xmlns=SVG_NS,
        class_=css,
        width=num(width),
        height=num(height),
        viewBox=f"0 0 {num(width)} {num(height)}",
        role="group",
        aria_label=title,
    )
    return f"<svg {root}><title>{esc(title)}</title>{body}</svg>"
