"""Assignments by link: a list of lessons, in order, for a named class.

The link is the app's address with three parameters (docs/teacher.md)::

    app.ipynb?lang=uk&class=5-%D0%91&assign=lesson:goal,lesson:placement-ends,lesson:card-spy

- ``assign``: the items, in order, separated by commas; each ``<kind>:<id>``.
  ``lesson:<lesson id>`` is a lesson of any course (ids are unique across
  courses). Other kinds name other kinds of work (``practice:<id>``, the rule
  puzzles, where the tutor has them): an item of a kind this tutor does not
  know, or a lesson it does not have, is shown as not available here, never
  an error for the whole link.
- ``class``: the class's name as the teacher typed it (at most
  ``MAX_CLASS`` characters); the class view groups learners by it.
- ``lang``: the page's language, as for every link of the app.

The assignment's id (``assignment_id``) is made from the class and the items:
the same link opened in another language is the same assignment. A learner
who opens it has it noted in their progress file (``Progress.open_assignment``),
which is how the teacher's class view knows who is in which class and shows
each assignment's completion.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import parse_qs, quote, urlencode

#: The most items one assignment may name, and the longest class name.
MAX_ITEMS = 40
MAX_CLASS = 40
#: An item: a kind and an id, lower-case letters, digits, hyphens (and ``_``, ``/``).
ITEM = re.compile(r"^([a-z]{1,20}):([a-z0-9][a-z0-9_/-]{0,60})$")
#: The item kinds this tutor can open: kind -> whether an id exists.
#: ``lesson`` is built in; another feature adds its own (``register_kind``).
KINDS: dict[str, Callable[[str], bool]] = {}


def _lesson_exists(lesson_id: str) -> bool:
    from .course import lesson

    try:
        lesson(lesson_id)
    except KeyError:
        return False
    return True


KINDS["lesson"] = _lesson_exists


def register_kind(kind: str, exists: Callable[[str], bool]) -> None:
    """Let assignments name items of ``kind`` (``exists(id)`` says which ids are real)."""
    KINDS[kind] = exists


class AssignmentError(ValueError):
    """A link that names no assignment: ``code`` (``assignment-error-<code>`` in
    classroom.ftl) and ``detail`` (the part at fault)."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


@dataclass(frozen=True)
class Item:
    """One item of an assignment: ``kind`` and ``id`` (``lesson``, ``goal``)."""

    kind: str
    id: str

    @property
    def text(self) -> str:
        return f"{self.kind}:{self.id}"

    @property
    def available(self) -> bool:
        """Whether this tutor has it (a known kind and an id that exists)."""
        exists = KINDS.get(self.kind)
        return exists is not None and exists(self.id)


@dataclass(frozen=True)
class Assignment:
    """A class's name, its items in order, and the language of the link."""

    class_name: str
    items: tuple[Item, ...]
    lang: str = ""

    @property
    def id(self) -> str:
        return assignment_id(self.class_name, self.items)

    @property
    def lessons(self) -> tuple[str, ...]:
        """The ids of the assignment's lessons this tutor has, in order."""
        return tuple(i.id for i in self.items if i.kind == "lesson" and i.available)

    def info(self) -> dict[str, object]:
        """What a learner's progress file keeps of it."""
        return {"class": self.class_name, "items": [i.text for i in self.items], "lang": self.lang}

    def query(self) -> str:
        """The link's query: ``?lang=…&class=…&assign=…`` (``:`` and ``,`` kept as they are)."""
        params = {"lang": self.lang} if self.lang else {}
        params["class"] = self.class_name
        params["assign"] = ",".join(i.text for i in self.items)
        return "?" + urlencode(params, quote_via=quote, safe=":,")


def assignment_id(class_name: str, items: tuple[Item, ...] | list[str]) -> str:
    """Ten hex digits naming the class's assignment (its items in order)."""
    texts = [i.text if isinstance(i, Item) else i for i in items]
    key = " ".join(class_name.split()).casefold() + "\n" + ",".join(texts)
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:10]


def clean_class(name: str) -> str:
    """A class's name as kept: spaces collapsed, no control characters."""
    text = "".join(ch for ch in str(name) if ch.isprintable())
    return " ".join(text.split())


def parse_items(text: str) -> tuple[Item, ...]:
    """The items of an ``assign`` value (``AssignmentError`` naming the bad one)."""
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if not parts:
        raise AssignmentError("no-items")
    if len(parts) > MAX_ITEMS:
        raise AssignmentError("too-many", str(len(parts)))
    items = []
    for part in parts:
        m = ITEM.match(part)
        if not m:
            raise AssignmentError("bad-item", part[:60])
        items.append(Item(m.group(1), m.group(2)))
    return tuple(dict.fromkeys(items))


def make(class_name: str, items: list[str] | tuple[str, ...], lang: str = "") -> Assignment:
    """An assignment from a class name and item texts (``AssignmentError`` if bad)."""
    name = clean_class(class_name)
    if not name:
        raise AssignmentError("no-class")
    if len(name) > MAX_CLASS:
        raise AssignmentError("long-class", name[:MAX_CLASS])
    return Assignment(name, parse_items(",".join(items)), lang)


def assignment_from_query(query: str | None = None) -> Assignment | None:
    """The assignment of a page's query (Voila's ``QUERY_STRING``); ``None``
    without ``assign``; ``AssignmentError`` for a link that names none."""
    if query is None:
        query = os.environ.get("QUERY_STRING", "")
    params = parse_qs(query.lstrip("?"), max_num_fields=20)
    if not params.get("assign"):
        return None
    lang = params.get("lang", [""])[0]
    return make(params.get("class", [""])[0], [params["assign"][0]], lang if len(lang) < 6 else "")
