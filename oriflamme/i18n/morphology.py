"""Checking the grammatical forms of names against a morphological analyser.

Every card, family, creature, titan, building and terrain name of the
Ukrainian and Russian catalogs carries its case forms as attributes
(``card-archer.acc = Лучника``). :func:`problems` asks ``pymorphy3`` (with
``pymorphy3-dicts-uk`` / ``-ru``, the dev extra) whether each form really is
that case of that word, and whether ``.gender`` is the word's: a form typed
wrong — «Горгона» for the accusative, a dative for a genitive — is named with
what the analyser reads in it. ``tests/i18n/test_morphology.py`` runs it on the
catalogs and on a planted error.

    python -m oriflamme.i18n.morphology            # every problem, uk and ru
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from .catalog import bundle, t

#: Our case names → the analyser's (OpenCorpora tags).
CASE_TAGS = {
    "nom": "nomn",
    "gen": "gent",
    "dat": "datv",
    "acc": "accs",
    "ins": "ablt",
    "loc": "loct",
    "voc": "voct",
}
#: Our ``.gender`` values → (gender tag, animate?, plural?).
GENDERS: dict[str, tuple[str | None, bool | None, bool]] = {
    "m": ("masc", True, False),
    "mi": ("masc", False, False),
    "f": ("femn", None, False),
    "n": ("neut", None, False),
    "p": (None, None, True),
}
#: The prefixes of the names that carry case forms.
NAME_PREFIXES = ("card-", "player-", "och-creature-", "och-titan-", "och-building-", "och-terrain-")
LANGS = ("uk", "ru")
#: Names the dictionaries do not know (the analyser only guesses them), each
#: checked against a known word declined the same way: «Горгона» like «корона».
ANALOGY = {
    ("ru", "Горгона"): "корона",
    ("uk", "Гіперіон"): "чемпіон",
    ("ru", "Кронос"): "колосс",
}
_WORD = re.compile(r"[^\W\d_]+(?:[’'-][^\W\d_]+)*")


@dataclass(frozen=True)
class Form:
    """One form of one name: ``key`` (``card-archer.acc``), its ``case`` and text."""

    lang: str
    key: str
    case: str
    text: str
    nominative: str
    gender: str | None


@cache
def analyser(lang: str) -> Any:
    """The ``pymorphy3`` analyser of ``lang`` (ImportError: not installed)."""
    import pymorphy3

    return pymorphy3.MorphAnalyzer(lang=lang)


def names(lang: str, overrides: dict[str, str] | None = None) -> Iterator[Form]:
    """Every case form of every name in ``lang``'s catalog (``overrides``:
    ``{"card-gorgon.acc": "Горгона"}`` replaces a form, to plant an error)."""
    b = bundle(lang)
    over = overrides or {}
    for msg_id in sorted(b._messages):
        if not msg_id.startswith(NAME_PREFIXES) or (
            msg_id.count("-") > 2 and not msg_id.startswith("card-")
        ):
            continue
        msg = b.get_message(msg_id)
        attrs = set(msg.attributes)
        if msg.value is None or not attrs & set(CASE_TAGS):
            continue
        nominative = over.get(msg_id, t(msg_id, lang))
        gender = over.get(f"{msg_id}.gender") or (
            t(f"{msg_id}.gender", lang) if "gender" in attrs else None
        )
        for case in CASE_TAGS:
            if case in attrs:
                key = f"{msg_id}.{case}"
                text = over.get(key, t(key, lang))
                yield Form(lang, key, case, text, nominative, gender)


def _lemmas(word: str, lang: str) -> set[str]:
    """Every lemma the analyser reads in a nominative ``word``."""
    return {p.normal_form for p in analyser(lang).parse(word)}


def _reads(word: str, lang: str) -> list[str]:
    return [str(p.tag) for p in analyser(lang).parse(word)]


def check_form(form: Form) -> list[str]:
    """What is wrong with one form (empty: the analyser agrees)."""
    morph = analyser(form.lang)
    words = _WORD.findall(form.text)
    heads = _WORD.findall(form.nominative)
    if form.key.startswith("player-"):  # «червоного гравця»: the family is an adjective
        words, heads = words[:1], heads[:1]
    if len(words) != len(heads):
        return [f"{form.key} = «{form.text}»: not as many words as «{form.nominative}»"]
    want = CASE_TAGS[form.case]
    out = []
    gender = GENDERS.get(form.gender or "")
    for i, (word, head) in enumerate(zip(words, heads, strict=True)):
        lemmas = _lemmas(head, form.lang)
        fits = [
            p
            for p in morph.parse(word)
            if p.normal_form in lemmas and (p.tag.case == want or _same_nom_acc(p, want, head))
        ]
        if (
            gender is not None
            and fits
            and i == len(words) - 1
            and not form.key.startswith("player-")
        ):
            g, animate, plural = gender
            fits = [p for p in fits if _gender_fits(p, g, animate, plural, form.case)]
        if not fits and (
            _inflects_to(head, word, want, form.lang) or _like(head, word, want, form.lang)
        ):
            continue  # a name the dictionary lacks: its nominative's paradigm gives the form
        if not fits:
            out.append(
                f"{form.key} = «{form.text}»: «{word}» is not the {form.case} of «{head}» "
                f"(the analyser reads {', '.join(_reads(word, form.lang)[:4]) or 'nothing'})"
            )
    return out


def _inflects_to(head: str, word: str, want: str, lang: str) -> bool:
    """Whether a nominative reading of ``head`` declines to ``word`` in case ``want``."""
    for p in analyser(lang).parse(head):
        if p.tag.case != "nomn":
            continue
        for grams in ({want}, {want, "sing"}, {want, "plur"}):
            form = p.inflect(grams)
            if form is not None and form.word == word.lower():
                return True
    return False


def _like(head: str, word: str, want: str, lang: str) -> bool:
    """``word`` is ``head`` in case ``want`` by analogy with a known word (``ANALOGY``)."""
    analog = ANALOGY.get((lang, head))
    if analog is None:
        return False
    tail = 0
    h, a = head.lower(), analog.lower()
    while tail < min(len(h), len(a)) and h[-1 - tail] == a[-1 - tail]:
        tail += 1
    stem_h, stem_a = h[: len(h) - tail], a[: len(a) - tail]
    for p in analyser(lang).parse(analog):
        if p.tag.case != "nomn":
            continue
        form = p.inflect({want, p.tag.number} if p.tag.number else {want})
        if (
            form is not None
            and form.word.startswith(stem_a)
            and stem_h + form.word[len(stem_a) :] == word.lower()
        ):
            return True
    return False


def _same_nom_acc(p: Any, want: str, head: str) -> bool:
    """An accusative the analyser lists as the nominative of an inanimate word."""
    return want == "accs" and p.tag.case == "nomn" and "inan" in p.tag


def _gender_fits(p: Any, g: str | None, animate: bool | None, plural: bool, case: str) -> bool:
    tag = p.tag
    if plural:
        return tag.number == "plur" or (tag.case in ("gent",) and "plur" in str(tag))
    if tag.number == "plur":
        return False
    if g is not None and tag.gender not in (g, None) and "ms-f" not in str(tag):
        return False
    if animate is not None and tag.animacy is not None and case == "acc":
        animacy: str = tag.animacy
        return (animacy == "anim") == animate
    return True


def check_gender(form: Form) -> list[str]:
    """Whether the name's ``.gender`` is the gender (and animacy, number) of its
    last word, as the analyser reads the nominative."""
    rule = GENDERS.get(form.gender or "")
    if rule is None or form.key.startswith("player-"):
        return []
    g, animate, plural = rule
    head = _WORD.findall(form.nominative)[-1]
    base = form.key.rsplit(".", 1)[0]
    known = ANALOGY.get((form.lang, head), head)  # an unknown name: its model's gender
    for p in analyser(form.lang).parse(known):
        if p.tag.case != "nomn":
            continue
        if plural:
            if p.tag.number == "plur":
                return []
            continue
        common = "ms-f" in str(p.tag)  # «Судья»: either gender, as the word demands
        if p.tag.number == "plur" or (g is not None and p.tag.gender != g and not common):
            continue
        if (
            animate is not None
            and p.tag.animacy is not None
            and (p.tag.animacy == "anim") != animate
            and (form.lang, head) not in ANALOGY
        ):
            continue
        return []
    reads = ", ".join(_reads(head, form.lang)[:4]) or "nothing"
    return [f"{base}.gender = {form.gender}: «{head}» is not that (the analyser reads {reads})"]


def problems(langs: Iterable[str] = LANGS, overrides: dict[str, str] | None = None) -> list[str]:
    """Every form the analyser does not read as what its key says."""
    out: list[str] = []
    for lang in langs:
        seen: set[str] = set()
        for form in names(lang, overrides):
            out.extend(f"{lang}: {p}" for p in check_form(form))
            base = form.key.rsplit(".", 1)[0]
            if base not in seen:
                seen.add(base)
                out.extend(f"{lang}: {p}" for p in check_gender(form))
    return out


def main(argv: list[str] | None = None) -> int:
    found = problems()
    for p in found:
        print(p)
    print(f"{len(found)} problem(s)", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
