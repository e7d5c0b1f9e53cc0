"""Issue 27, French typography in what a learner reads (docs/style-fr.md §3, §11):
a no-break space (U+00A0 or U+202F) before « : ; ! ? % » and inside « … », in
every sentence of the generated French corpus — the catalogs' texts *and* the
lines Python assembles (the Orichalque legend, the advisor's table, a string
literal inside a Fluent selector such as ``{" "}!``), which the catalog test
(``test_i18n_catalogs.test_french_typography``) cannot see. A breakable space
lets the colon or the closing guillemet wrap alone to the next line."""

from __future__ import annotations

import re

import pytest

NBSP = "\u00a0\u202f"
#: A breakable space before a high sign, a closing guillemet or « % ».
_SPACE_BEFORE = re.compile(r"[ \t][:;!?»%]")
#: A high sign glued to the word before it («coup:»), then a space or the end.
_GLUED = re.compile(rf"[^\s{NBSP}][:;!?](?=\s|$)")
#: An opening guillemet not followed by a no-break space, a closing one not preceded by one.
_OPEN = re.compile(rf"«(?![{NBSP}])")
_CLOSE = re.compile(rf"(?<![{NBSP}])»")
#: What a damaged scenario file holds, quoted back to the teacher as it is
#: («clé inconnue « face_7up »»): the file's characters, not our typography.
_QUOTED_DATA = re.compile(rf"«[{NBSP}].*?[{NBSP}]»")


def typography_problems(text: str, *, quoted_data: bool = False) -> list[str]:
    """The French typography defects of one sentence, each named."""
    if quoted_data:
        text = _QUOTED_DATA.sub("«\u00a0…\u00a0»", text)
    text = re.sub(r"https?://\S+", "", text)
    found = []
    for name, pattern in (
        ("breakable space before the sign", _SPACE_BEFORE),
        ("no space before the sign", _GLUED),
        ("no no-break space after «", _OPEN),
        ("no no-break space before »", _CLOSE),
    ):
        found += [
            f"{name}: …{text[max(0, m.start() - 25) : m.end() + 10]}…"
            for m in pattern.finditer(text)
        ]
    return found


@pytest.fixture(scope="module")
def french_corpus():
    from oriflamme.corpus import build

    # every lesson, a few games of each kind, the advisor, the app and the desk
    return build("fr", games=2, orichalque_games=1, advice=2, practice=2)


def test_every_french_sentence_has_its_no_break_spaces(french_corpus) -> None:
    assert len(french_corpus) > 3000
    bad = {}
    for e in french_corpus.entries:
        found = typography_problems(e.text, quoted_data=e.section == "scenario")
        if found:
            bad.setdefault(e.text, (e.source, found))
    report = "\n".join(f"[{src}] {problems[0]}" for src, problems in list(bad.values())[:30])
    assert bad == {}, f"{len(bad)} French sentences break the typography:\n{report}"


@pytest.mark.parametrize(
    "text",
    [
        "Objectif : Finissez le tour.",  # an ordinary space (the catalogs' old slip)
        "meilleur coup: jouer l’Archer",  # a colon glued in Python
        "Les dés donnent 3\u00a0: victoire !",  # a literal {" "} in a Fluent selector
        "Révéler «\u00a0Héritier »",
        "Révéler «Héritier\u00a0»",
        "Chances de victoire\u00a0: 86 %",
    ],
)
def test_the_check_finds_a_planted_breakable_space(text: str) -> None:
    assert typography_problems(text)


def test_the_check_accepts_right_french_typography() -> None:
    right = "À vous\u00a0: révéler la carte «\u00a0Héritier\u00a0» (86\u00a0%)\u202f?"
    assert typography_problems(right) == []
    # a damaged file's key is quoted as the teacher typed it, between right guillemets
    error = "Champ queue[0][0].x\u00a0: clé inconnue «\u00a0a:b ?\u00a0»."
    assert typography_problems(error, quoted_data=True) == []
