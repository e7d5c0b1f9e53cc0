"""Loading the Fluent catalogs and formatting one message: ``t(key, lang, **args)``.

The one Fluent stack of the app: the engine's words, the widgets', the tutor's
and every lesson's are read and formatted here, with one error policy.

Every ``*.ftl`` file in ``oriflamme/locales/<lang>/`` belongs to that language's
catalog (files are read in name order). A key is a message id, or
``message.attribute``. A key missing in a language is a ``KeyError`` and a
message given too few arguments a ``TranslationError``: there is no silent
fallback to another language, English included, and no half-formatted sentence.

The languages are the folders of ``locales/`` (discovered, never listed in
code): a folder with lesson texts (``lessons-*.ftl``) is a tutor language
(``LANGS``), the others (English) are for guests and developers
(``EXTRA_LANGS``). The ``.order`` attribute of each language's ``lang-name``
(``ui.ftl``) places it in the language picker.
"""

from __future__ import annotations

import hashlib
import pickle
import re
import warnings
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import babel
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL

from .cldr import locale

LOCALES_DIR = Path(__file__).resolve().parent.parent / "locales"


#: The first line of an entry: a message id or ``-term`` id at the start of a
#: line, then ``=`` (Fluent's grammar: ``Identifier ::= [a-zA-Z][a-zA-Z0-9_-]*``;
#: every other line of an entry is indented, or starts with ``}``, ``[``, ``*``
#: or ``.``, never with a letter or ``-``).
_ENTRY = re.compile(rb"^(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.MULTILINE)


@cache
def lang_name_entry(folder: Path) -> FTL.Message | None:
    """The ``lang-name`` message of the language ``folder``'s ``ui.ftl``, parsed
    alone (its own lines, up to the next entry): the language list and the
    picker need only it, and parsing every language's whole ``ui.ftl`` at each
    start was a second of the static site's first screen."""
    try:
        data = (folder / "ui.ftl").read_bytes()
    except OSError:
        return None
    starts = [(m.start(), m.group(1)) for m in _ENTRY.finditer(data)]
    ends = [s for s, _ident in starts[1:]] + [len(data)]
    for (start, ident), end in zip(starts, ends, strict=True):
        if ident == b"lang-name":
            for entry in FluentParser().parse(data[start:end].decode("utf-8")).body:
                if isinstance(entry, FTL.Message) and entry.id.name == "lang-name":
                    return entry
    return None


def _order(folder: Path) -> int:
    """The ``.order`` of the language's ``lang-name`` (its place in the picker)."""
    entry = lang_name_entry(folder)
    for attr in entry.attributes if entry is not None else ():
        text = "".join(e.value for e in attr.value.elements if isinstance(e, FTL.TextElement))
        if attr.id.name == "order" and text.strip().isdigit():
            return int(text)
    return 1_000


def discover_langs(root: Path = LOCALES_DIR) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The tutor languages and the other ones, from the folders of ``root``."""
    folders = sorted(
        (d for d in root.iterdir() if d.is_dir() and any(d.glob("*.ftl"))),
        key=lambda d: (_order(d), d.name),
    )
    tutor = tuple(d.name for d in folders if any(d.glob("lessons-*.ftl")))
    return tutor, tuple(d.name for d in folders if d.name not in tutor)


#: The languages a learner can choose (uk, ru, fr): every lesson exists in each.
#: English is a fourth catalog (for developers and foreign guests); never a fallback.
LANGS, EXTRA_LANGS = discover_langs()
ALL_LANGS: tuple[str, ...] = LANGS + EXTRA_LANGS
DEFAULT_LANG = LANGS[0]


class TranslationError(ValueError):
    """A message exists but could not be formatted (a missing or wrong argument)."""


def check_lang(lang: str) -> str:
    """``lang`` itself if it is a supported language, else ``ValueError``."""
    if lang not in ALL_LANGS:
        raise ValueError(f"unsupported language {lang!r}; expected one of {', '.join(ALL_LANGS)}")
    return lang


def ftl_files(lang: str) -> list[Path]:
    """The catalog files of ``lang``, in the order they are loaded."""
    return sorted((LOCALES_DIR / check_lang(lang)).glob("*.ftl"))


#: Each language's files already parsed, with the hash of each file's text: the
#: static site's build (site/build.py) puts one in its wheel, as parsing is most
#: of the app's start in the browser. Not in the repository: files are parsed.
PARSED = ".parsed.pickle"


def _preparsed(lang: str) -> dict[str, tuple[str, FTL.Resource]]:
    """``{file name: (sha256 of its text, parsed file)}`` from ``PARSED``, or {}."""
    f = LOCALES_DIR / lang / PARSED
    try:
        found = pickle.loads(f.read_bytes())  # written by the project's own build
    except (OSError, pickle.UnpicklingError, AttributeError, ImportError, EOFError):
        return {}
    return found if isinstance(found, dict) else {}


def _parse(path: Path, preparsed: dict[str, tuple[str, FTL.Resource]]) -> FTL.Resource:
    text = path.read_text(encoding="utf-8")
    digest, parsed = preparsed.get(path.name, ("", None))
    if parsed is not None and digest == hashlib.sha256(text.encode("utf-8")).hexdigest():
        return parsed
    return FluentResource(text)


@cache
def _file(path: Path) -> FTL.Resource:
    """One catalog file, parsed whole (or taken from ``PARSED``), kept once."""
    return _parse(path, _preparsed_once(path.parent.name))


@cache
def _preparsed_once(lang: str) -> dict[str, tuple[str, FTL.Resource]]:
    return _preparsed(lang)


@cache
def resources(lang: str) -> tuple[tuple[Path, FTL.Resource], ...]:
    """Every parsed file of ``lang``'s catalog (junk entries included, for checks)."""
    return tuple((path, _file(path)) for path in ftl_files(check_lang(lang)))


def problems(lang: str) -> list[str]:
    """What is wrong in ``lang``'s files: syntax errors (junk) and ids defined twice."""
    out: list[str] = []
    seen: dict[str, str] = {}
    for path, res in resources(lang):
        for entry in res.body:
            if isinstance(entry, FTL.Junk):
                out.append(_junk(f"{lang}/{path.name}", entry))
            elif isinstance(entry, FTL.Message | FTL.Term):
                ident = ("-" if isinstance(entry, FTL.Term) else "") + entry.id.name
                if ident in seen:
                    out.append(f"{lang}/{path.name}: {ident!r} is already defined in {seen[ident]}")
                else:
                    seen[ident] = path.name
    return out


def _junk(where: str, entry: FTL.Junk) -> str:
    notes = "; ".join(a.message or a.code for a in entry.annotations)
    text = (entry.content or "")[:60]
    return f"{where}: syntax error ({notes}) in {text!r}"


@dataclass(frozen=True, slots=True)
class _Where:
    """Where an entry's text is: its file and its bytes ``start:end``."""

    path: Path
    start: int
    end: int
    #: the file's size and modification time when indexed: a file edited since
    #: (a live session, a test run beside an edit) is indexed again, never read
    #: at stale offsets
    stamp: tuple[int, int]


@cache
def index(lang: str) -> dict[str, _Where]:
    """Every entry of ``lang``'s catalog (``"id"``, ``"-term"``) and where its
    text is, found without parsing: the first definition in file order wins, as
    in a bundle; an id defined twice is warned about, as ``problems`` reports."""
    out: dict[str, _Where] = {}
    for path in ftl_files(check_lang(lang)):
        stamp = _stamp(path)  # before the bytes: an edit between the two re-indexes
        data = path.read_bytes()
        starts = [(m.start(), m.group(1).decode("ascii")) for m in _ENTRY.finditer(data)]
        ends = [s for s, _ident in starts[1:]] + [len(data)]
        for (start, ident), end in zip(starts, ends, strict=True):
            if ident in out:
                warnings.warn(
                    f"oriflamme.i18n: {lang}/{path.name}: {ident!r} is already defined in "
                    f"{out[ident].path.name}",
                    stacklevel=2,
                )
                continue
            out[ident] = _Where(path, start, end, stamp)
    return out


def _stamp(path: Path) -> tuple[int, int]:
    st = path.stat()
    return st.st_size, st.st_mtime_ns


@cache
def _indexed_files(lang: str) -> dict[Path, tuple[int, int]]:
    """Each file of ``lang``'s index with its stamp when indexed."""
    return {w.path: w.stamp for w in index(lang).values()}


def _edited(lang: str, where: _Where | None) -> bool:
    """Whether the catalog changed since ``index(lang)``: the entry's own file
    (found), or any of the language's files (an id the index does not know)."""
    if where is not None:
        return _stamp(where.path) != where.stamp
    files = _indexed_files(lang)
    return any(_stamp(path) != stamp for path, stamp in files.items()) or set(files) != set(
        ftl_files(lang)
    )


class Bundle(FluentBundle):
    """A Fluent bundle of one language that reads each entry when first asked for.

    Its locale is ``cldr.locale(lang)`` (plural rules and number format without
    Babel's whole locale data). An entry — asked by ``t``/``has``, or referenced
    by another entry as it is formatted — is parsed from its own lines of its
    file (``index``); where the file has a pre-parsed copy (``PARSED``, the
    static site), the whole file is added instead. The app's first screen so
    parses a few hundred of the language's thousands of entries (issue 32: a
    served page's kernel memory and start).
    """

    def __init__(self, lang: str) -> None:
        self.lang = lang
        super().__init__([lang], use_isolating=False)
        self._files_added: set[Path] = set()

    def _get_babel_locale(self) -> babel.Locale:
        return locale(self.lang)

    def _ensure(self, ident: str) -> None:
        """Add entry ``ident`` (``"id"`` or ``"-term"``) if the catalog has it."""
        table = self._terms if ident.startswith("-") else self._messages
        if ident.removeprefix("-") in table:
            return
        where = index(self.lang).get(ident)
        if _edited(self.lang, where):  # a file edited since it was indexed
            index.cache_clear()
            _indexed_files.cache_clear()
            where = index(self.lang).get(ident)
        if where is None or where.path in self._files_added:
            return
        _digest, parsed = _preparsed_once(self.lang).get(where.path.name, ("", None))
        if parsed is not None:
            self.add_file(where.path)
            return
        with where.path.open("rb") as f:
            f.seek(where.start)
            text = f.read(where.end - where.start).decode("utf-8")
        res = FluentResource(text)
        for entry in res.body:
            if isinstance(entry, FTL.Junk):
                warnings.warn(
                    "oriflamme.i18n: " + _junk(f"{self.lang}/{where.path.name}", entry),
                    stacklevel=3,
                )
        self.add_resource(res)

    def add_file(self, path: Path) -> None:
        """Add every entry of one of the language's files (those not yet added)."""
        if path not in self._files_added:
            self._files_added.add(path)
            self.add_resource(_file(path))

    def has_message(self, message_id: str) -> bool:
        if message_id not in self._messages:
            self._ensure(message_id)
        return message_id in self._messages

    def _lookup(self, entry_id: str, term: bool = False) -> Any:
        compiled_id = "-" + entry_id if term else entry_id
        if compiled_id not in self._compiled:
            self._ensure(compiled_id)
        return super()._lookup(entry_id, term)


@cache
def _lazy(lang: str) -> Bundle:
    return Bundle(check_lang(lang))


@cache
def bundle(lang: str) -> FluentBundle:
    """The Fluent bundle of ``lang`` with every entry of its catalog (for tools
    that go through all messages: ``bundle(lang)._messages``); ``t`` and ``has``
    read entries only as asked."""
    b = _lazy(lang)
    for path in ftl_files(lang):
        b.add_file(path)
    for problem in problems(lang):
        warnings.warn(f"oriflamme.i18n: {problem}", stacklevel=2)
    return b


def reload() -> None:
    """Forget the loaded catalogs (after editing a ``.ftl`` file in a live session)."""
    for cached in (
        _file,
        _preparsed_once,
        resources,
        index,
        _indexed_files,
        _lazy,
        bundle,
        variables,
    ):
        cached.cache_clear()


class _Vars:
    """Collects the ``$variables`` a pattern uses."""

    def __init__(self) -> None:
        self.names: set[str] = set()

    def walk(self, node: Any) -> None:
        if isinstance(node, FTL.VariableReference):
            self.names.add(node.id.name)
        if isinstance(node, FTL.BaseNode):
            for value in vars(node).values():
                for v in value if isinstance(value, list) else [value]:
                    self.walk(v)


@cache
def variables(lang: str, prefix: str = "") -> dict[str, frozenset[str]]:
    """Every message id of ``lang`` starting with ``prefix`` (terms excluded),
    with the ``$variables`` it uses: every language must ask the same."""
    out: dict[str, frozenset[str]] = {}
    for _path, res in resources(check_lang(lang)):
        for entry in res.body:
            if isinstance(entry, FTL.Message) and entry.id.name.startswith(prefix):
                v = _Vars()
                v.walk(entry)
                out[entry.id.name] = frozenset(v.names)
    return out


def has(key: str, lang: str) -> bool:
    """Whether ``key`` (``message`` or ``message.attribute``) exists in ``lang``."""
    b = _lazy(check_lang(lang))
    msg_id, _, attr = key.partition(".")
    if not b.has_message(msg_id):
        return False
    msg = b.get_message(msg_id)
    return attr in msg.attributes if attr else msg.value is not None


def fluent_value(value: Any) -> Any:
    """A Python value as a Fluent argument: booleans become ``"yes"``/``"no"``, None ``""``."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return ""
    return value


def t(key: str, lang: str, **args: Any) -> str:
    """Format message ``key`` in ``lang``.

    ``key`` is a message id (``"round"``) or ``"id.attribute"`` (``"card-archer.gen"``).
    A key missing in ``lang`` raises ``KeyError`` naming both; an argument the
    message needs but did not get raises ``TranslationError``.

    >>> t("round", "uk", round=3)
    'Раунд 3 з 6'
    >>> t("card-archer.gen", "uk")
    'Лучника'
    """
    b = _lazy(check_lang(lang))
    msg_id, _, attr = key.partition(".")
    if not b.has_message(msg_id):
        raise KeyError(f"no message {key!r} in language {lang!r}")
    msg = b.get_message(msg_id)
    pattern = msg.attributes.get(attr) if attr else msg.value
    if pattern is None:
        raise KeyError(f"no message {key!r} in language {lang!r}")
    text, errors = b.format_pattern(pattern, {k: fluent_value(v) for k, v in args.items()})
    if errors:
        raise TranslationError(f"{lang}: {key}: " + "; ".join(str(e) for e in errors))
    return str(text)
