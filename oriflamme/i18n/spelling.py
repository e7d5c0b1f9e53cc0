"""Spell checking every catalog message and the corpus with Debian's Hunspell.

The dictionaries are Debian's (``hunspell-uk``, ``hunspell-ru``,
``hunspell-fr``; ``.ci/run`` installs them when missing). Words of the games
that no dictionary knows — «тайл», «орихалку», «Changeforme», the vocative
«Комбінаціє» — are in the project's word lists, ``oriflamme/i18n/words/<lang>.txt``
(one word a line, ``#`` comments): adding one there is a decision a reviewer
sees in the diff. :func:`catalog_problems` checks every message of a language
(value, attributes, every variant); :func:`text_problems` any texts (the
corpus's sentences, ``python -m oriflamme.corpus``).

    python -m oriflamme.i18n.spelling            # the catalogs, uk ru fr
    python -m oriflamme.i18n.spelling --corpus   # and a corpus built now
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

from fluent.syntax import ast as FTL

from .catalog import resources

#: Debian's dictionary of each language (``hunspell -D`` lists them).
DICTIONARIES = {"uk": "uk_UA", "ru": "ru_RU", "fr": "fr_FR"}
LANGS = tuple(DICTIONARIES)
WORDS_DIR = Path(__file__).resolve().parent / "words"
#: A word: letters, inner apostrophes and hyphens («п’ять», «aujourd’hui», «c’est-à-dire»).
_WORD = re.compile(r"[^\W\d_]+(?:[’'\-][^\W\d_]+)*")
_LATIN = re.compile(r"[A-Za-zÀ-ÿŒœ]")
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")


class SpellingToolMissing(RuntimeError):
    """Hunspell or one of its dictionaries is not installed."""


def hunspell() -> str:
    """The ``hunspell`` program (``SpellingToolMissing``: not installed)."""
    path = shutil.which("hunspell")
    if path is None:
        raise SpellingToolMissing(
            "hunspell is not installed: "
            "apt-get install hunspell hunspell-uk hunspell-ru hunspell-fr"
        )
    return path


def check_tools(langs: Iterable[str] = LANGS) -> None:
    """Raise ``SpellingToolMissing`` unless hunspell and every dictionary are there."""
    exe = hunspell()
    found = subprocess.run([exe, "-D"], input="", capture_output=True, text=True).stderr
    for lang in langs:
        if not re.search(rf"/{DICTIONARIES[lang]}\b", found):
            raise SpellingToolMissing(
                f"no Hunspell dictionary {DICTIONARIES[lang]} (apt-get install hunspell-{lang})"
            )


@cache
def project_words(lang: str) -> frozenset[str]:
    """The project's word list for ``lang`` (game terms no dictionary has)."""
    path = WORDS_DIR / f"{lang}.txt"
    if not path.exists():
        return frozenset()
    lines = (line.split("#", 1)[0].strip() for line in path.read_text("utf-8").splitlines())
    return frozenset(line for line in lines if line)


def _text(node: Any, out: list[str]) -> None:
    if isinstance(node, FTL.TextElement | FTL.StringLiteral):
        out.append(node.value)
    elif isinstance(node, FTL.BaseNode):
        for value in vars(node).values():
            for v in value if isinstance(value, list) else [value]:
                if isinstance(v, FTL.BaseNode):
                    out.append(" ")
                    _text(v, out)


def catalog_texts(lang: str) -> dict[str, str]:
    """Every message of ``lang`` as plain words: ``{key: text}`` (attributes as
    ``key.attr``, every variant of a selector, placeables as spaces)."""
    out: dict[str, str] = {}
    for _path, res in resources(lang):
        for entry in res.body:
            if not isinstance(entry, FTL.Message | FTL.Term):
                continue
            name = ("-" if isinstance(entry, FTL.Term) else "") + entry.id.name
            if entry.value is not None:
                parts: list[str] = []
                _text(entry.value, parts)
                out[name] = "".join(parts)
            for attr in entry.attributes:
                parts = []
                _text(attr.value, parts)
                out[f"{name}.{attr.id.name}"] = "".join(parts)
    return out


def words(text: str, lang: str) -> list[str]:
    """The words of ``text`` worth checking in ``lang``: no numbers, no ids
    or zones («a4», «royal_decree»), no Latin words in a Cyrillic text (file
    formats, the other game's ids); Cyrillic in a French text *is* checked."""
    text = re.sub(r"<[^>]+>", " ", text)  # HTML in a few messages (the About page)
    text = re.sub(r"\b[\w.-]*_[\w.-]*\b|\b[a-h]\d\b|\b\w+\.(?:md|json|yaml|ipynb)\b", " ", text)
    out = []
    for w in _WORD.findall(text):
        if len(w) < 2:
            continue
        if lang in ("uk", "ru") and _LATIN.search(w):
            continue
        out.append(w)
    return out


def unknown(tokens: Iterable[str], lang: str) -> set[str]:
    """The tokens Hunspell's ``lang`` dictionary does not know, the project's
    word list aside."""
    mine = project_words(lang)
    todo = sorted({w for w in tokens if w not in mine and w.lower() not in mine})
    if not todo:
        return set()
    proc = subprocess.run(
        [hunspell(), "-d", DICTIONARIES[lang], "-l", "-i", "utf-8"],
        input="\n".join(todo) + "\n",
        capture_output=True,
        text=True,
        check=False,
    )
    if proc.returncode != 0:
        raise SpellingToolMissing(proc.stderr.strip() or "hunspell failed")
    return {w for w in proc.stdout.split() if w}


def text_problems(texts: dict[str, str], lang: str) -> dict[str, list[str]]:
    """``{unknown word: [keys of the texts it is in]}`` for ``texts`` (``{key: text}``)."""
    by_word: dict[str, list[str]] = {}
    for key, text in texts.items():
        for w in words(text, lang):
            by_word.setdefault(w, []).append(key)
    bad = unknown(by_word, lang)
    return {w: sorted(set(by_word[w])) for w in sorted(bad)}


def catalog_problems(lang: str) -> dict[str, list[str]]:
    """The unknown words of every message of ``lang``."""
    return text_problems(catalog_texts(lang), lang)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m oriflamme.i18n.spelling", description=__doc__)
    ap.add_argument("--lang", action="append", choices=LANGS)
    ap.add_argument("--corpus", action="store_true", help="also a corpus built now")
    a = ap.parse_args(argv)
    langs = a.lang or list(LANGS)
    check_tools(langs)
    found = 0
    for lang in langs:
        problems = catalog_problems(lang)
        if a.corpus:
            from ..corpus import build

            c = build(lang, games=4, orichalque_games=2, advice=4)
            problems.update(
                text_problems({f"{e.source}: {e.text[:40]}": e.text for e in c.entries}, lang)
            )
        for word, keys in problems.items():
            print(f"{lang}: {word}: {', '.join(keys[:3])}")
        found += len(problems)
    print(f"{found} unknown word(s)", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
