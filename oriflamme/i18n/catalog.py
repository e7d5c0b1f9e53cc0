"""Loading the Fluent catalogs and formatting one message: ``t(key, lang, **args)``.

Every ``*.ftl`` file in ``oriflamme/locales/<lang>/`` belongs to that language's
catalog (files are read in name order). A key is a message id, or
``message.attribute``. A key missing in a language is a ``KeyError``: there is
no silent fallback to another language, English included.
"""

from __future__ import annotations

import warnings
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as FTL

#: The languages a learner can choose; the tutor is written for these three.
LANGS: tuple[str, ...] = ("uk", "ru", "fr")
#: English is a fourth catalog (for developers and foreign guests); never a fallback.
EXTRA_LANGS: tuple[str, ...] = ("en",)
ALL_LANGS: tuple[str, ...] = LANGS + EXTRA_LANGS
DEFAULT_LANG = "uk"

LOCALES_DIR = Path(__file__).resolve().parent.parent / "locales"


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


def message_ids(lang: str) -> set[str]:
    """The id of every message of ``lang`` (terms excluded)."""
    return {
        e.id.name for _p, res in resources(lang) for e in res.body if isinstance(e, FTL.Message)
    }


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
