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

import warnings
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL

LOCALES_DIR = Path(__file__).resolve().parent.parent / "locales"


def _order(folder: Path) -> int:
    """The ``.order`` of the language's ``lang-name`` (its place in the picker)."""
    ui = folder / "ui.ftl"
    if ui.exists():
        for entry in FluentParser().parse(ui.read_text(encoding="utf-8")).body:
            if isinstance(entry, FTL.Message) and entry.id.name == "lang-name":
                for attr in entry.attributes:
                    text = "".join(
                        e.value for e in attr.value.elements if isinstance(e, FTL.TextElement)
                    )
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


@cache
def resources(lang: str) -> tuple[tuple[Path, FTL.Resource], ...]:
    """Every parsed file of ``lang``'s catalog (junk entries included, for checks)."""
    return tuple(
        (path, FluentResource(path.read_text(encoding="utf-8"))) for path in ftl_files(lang)
    )


def problems(lang: str) -> list[str]:
    """What is wrong in ``lang``'s files: syntax errors (junk) and ids defined twice."""
    out: list[str] = []
    seen: dict[str, str] = {}
    for path, res in resources(lang):
        for entry in res.body:
            if isinstance(entry, FTL.Junk):
                notes = "; ".join(a.message or a.code for a in entry.annotations)
                text = (entry.content or "")[:60]
                out.append(f"{lang}/{path.name}: syntax error ({notes}) in {text!r}")
            elif isinstance(entry, FTL.Message | FTL.Term):
                ident = ("-" if isinstance(entry, FTL.Term) else "") + entry.id.name
                if ident in seen:
                    out.append(f"{lang}/{path.name}: {ident!r} is already defined in {seen[ident]}")
                else:
                    seen[ident] = path.name
    return out


@cache
def bundle(lang: str) -> FluentBundle:
    """The Fluent bundle of ``lang`` (bidi isolation marks off), built once."""
    b = FluentBundle([lang], use_isolating=False)
    for _path, res in resources(lang):
        b.add_resource(res)
    for problem in problems(lang):
        warnings.warn(f"oriflamme.i18n: {problem}", stacklevel=2)
    return b


def reload() -> None:
    """Forget the loaded catalogs (after editing a ``.ftl`` file in a live session)."""
    resources.cache_clear()
    bundle.cache_clear()
    variables.cache_clear()


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
    b = bundle(check_lang(lang))
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
    b = bundle(check_lang(lang))
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
