"""The Ablaze course (tutorials/ablaze, issue 11): complete, every solution
wins with 3 stars, every known mistake gets its own text, and each card lesson
is won only through that card's rule (the Lord lesson's lesson, commit 9d18be3:
switch the rule off and the goal can no longer be reached)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from scenario_helpers import assert_wrong_move_explained

import oriflamme
from oriflamme.games.oriflamme.engine.abilities import ablaze as ablaze_abilities
from oriflamme.games.oriflamme.engine.abilities.registry import ABILITIES, ON_ELIMINATED
from oriflamme.games.oriflamme.engine.cards import DECKS, is_character
from oriflamme.tutor import LessonRun, chapter_title_key, lesson, lessons, texts
from oriflamme.tutor.course import lesson_files

LESSONS = lessons("ablaze")
IDS = [x.id for x in LESSONS]


def test_the_course_has_every_card_a_chapter_of_news_and_combos() -> None:
    assert len(lesson_files("ablaze")) == len(LESSONS) >= 16
    cards = {x.id.removeprefix("card-") for x in LESSONS if x.id.startswith("card-")}
    assert cards == set(DECKS["ablaze"])  # the 11 cards, ids card-<card>
    assert len([x for x in LESSONS if x.id.startswith("combo-")]) >= 4
    assert {x.chapter for x in LESSONS} == {1, 2, 3, 4}
    # characters in chapter 2, intrigues in chapter 3 (the two families of effects)
    for x in LESSONS:
        if x.id.startswith("card-"):
            card = x.id.removeprefix("card-")
            assert x.chapter == (2 if is_character(card) else 3), x.id
    for lang in texts.LANGUAGES:
        for n in {x.chapter for x in LESSONS}:
            assert texts.text(chapter_title_key("ablaze", n), lang).startswith(f"{n}. ")


def _inert(st, f, move):
    """A card whose ability does nothing: an intrigue is still discarded."""
    if is_character(f[1][1]):
        st.done(f)
    else:
        ablaze_abilities._finish(st, f)


# Which rule each card lesson teaches: (table, card, replacement). The
# replacement is what the card does without its rule: nothing at all, or for
# the Cutthroat a plain «eliminate an adjacent card» (the base Soldier, B2),
# so that its same-name sweep is what wins.
RULES = [
    ("card-prince", ABILITIES, "prince", _inert),  # A2: brings the Twin
    ("card-twin", ON_ELIMINATED, "twin", None),  # A3: the Prince goes along
    ("card-schemer", ABILITIES, "schemer", _inert),  # A4
    ("card-queen", ON_ELIMINATED, "queen", None),  # A5: +1 to who eliminates her
    ("card-cutthroat", ABILITIES, "cutthroat", ABILITIES["soldier"]),  # A5: the sweep
    ("card-apothecary", ABILITIES, "apothecary", _inert),  # A6
    ("card-felon", ABILITIES, "felon", _inert),  # A7
    ("card-substitution", ABILITIES, "substitution", ABILITIES["soldier"]),  # A8: replacement
    ("card-bribery", ABILITIES, "bribery", _inert),  # A9
    ("card-combination", ABILITIES, "combination", _inert),  # A10
    ("card-trap", ON_ELIMINATED, "trap", None),  # A11: 3 from the attacker
]


@pytest.mark.parametrize(("lid", "table", "card", "stand_in"), RULES, ids=[r[0] for r in RULES])
def test_each_card_lesson_is_won_only_through_its_rule(monkeypatch, lid, table, card, stand_in):
    lsn = lesson(lid)
    assert LessonRun(lsn).solve() is not None
    if stand_in is None:
        monkeypatch.delitem(table, card)
    else:
        monkeypatch.setitem(table, card, stand_in)
    run = LessonRun(lsn)
    assert run.solve() is None, f"{lid} can be won without the {card}'s rule"
    out = None
    for m in lsn.solution:
        if m not in run.legal_moves:
            break
        out = run.try_move(m)
        if not out.ok:
            break
    assert out is None or out.kind != "success"


def test_the_substitution_without_its_replacement_brings_no_queen(monkeypatch) -> None:
    """A8: what wins card-substitution is the replacement; eliminating the
    Queen as a Soldier would (B2) leaves Red's Queen aside."""
    monkeypatch.setitem(ABILITIES, "substitution", ABILITIES["soldier"])
    run = LessonRun(lesson("card-substitution"))
    assert run.try_move("reveal").kind == "wrong"


@pytest.mark.parametrize(
    ("lid", "path", "move", "text"),
    [
        ("card-prince", ("reveal",), "play twin start", "lesson-card-prince-wrong-start"),
        ("card-schemer", (), "play schemer on 1", "lesson-card-schemer-wrong-cover"),
        ("card-apothecary", (), "play apothecary on 1", "lesson-card-apothecary-wrong-cover"),
        ("card-apothecary", ("play apothecary end", "reveal"), "target 2",
         "lesson-card-apothecary-wrong-queen"),
        ("card-felon", (), "play felon end", "lesson-card-felon-wrong-end"),
        ("card-combination", ("reveal", "target 0", "repeat", "target 0"), "take",
         "lesson-card-combination-wrong-take"),
        ("card-trap", ("play trap start",), "reveal", "lesson-card-trap-wrong-reveal"),
        ("combo-twin-princes", ("reveal",), "target 3", "lesson-combo-twin-princes-wrong-prince"),
        ("combo-substitution-stack", (), "play substitution end",
         "lesson-combo-substitution-stack-wrong-end"),
    ],
)  # fmt: skip
def test_a_wrong_move_is_replayed_and_explained(lid, path, move, text) -> None:
    assert_wrong_move_explained(lid, path, move, text)


def test_rulebook_events_example_scores_as_printed() -> None:
    """ablaze.ru.txt «Пример фазы событий»: Blue takes the 1 on its Cutthroat,
    eliminates Red's face-down Queen (its 2 go to the supply), gains nothing for
    one elimination but 1 for the Queen (A5); the Felon costs Green 1 (A7)."""
    run = LessonRun(lesson("combo-events-example"))
    start = dict(run.state.influence)
    for m in lesson("combo-events-example").solution:
        out = run.try_move(m)
    assert out.kind == "success"
    st = run.state
    assert st.influence["blue"] - start["blue"] == 2
    assert st.influence["green"] - start["green"] == -1
    assert "queen" in st.discards["red"]


def test_the_twin_takes_both_princes_with_it() -> None:
    """A3 and the rulebook's example: 2 Princes (one bribed), 1 Twin; the
    bribed Prince goes to its printed family's discard, its token home (A9)."""
    run = LessonRun(lesson("combo-twin-princes"))
    for m in ("reveal", "target 1"):
        out = run.try_move(m)
    assert out.kind == "success"
    st = run.state
    assert "prince" in st.discards["blue"] and "prince" in st.discards["green"]
    assert "blue" in st.extra["bribes_left"]


# ------------------------------------------------------------ the texts


def _values(lang: str) -> dict[str, str]:
    path = Path(oriflamme.__file__).parent / "locales" / lang / "lessons-ablaze.ftl"
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("#") and " = " in line:
            key, value = line.split(" = ", 1)
            out[key] = value
    return out


def test_french_typography() -> None:
    for key, value in _values("fr").items():
        assert not re.search(r"[ \t][:;!?»]", value), key
        assert "« " not in value and "'" not in value, key


def test_ukrainian_apostrophe_and_forms() -> None:
    """style-uk.md §3, §5, §7: ’ only; «в ряді», «на руці», «активується»;
    the family is singular («Синій», never «сині» for the player)."""
    for key, value in _values("uk").items():
        assert "'" not in value, key
        for bad in (r"(?<!\w)[ву] ряду", r"(?<!\w)[ву] руці", "спрацьов", "згори", r"\bу синіх\b"):
            assert not re.search(bad, value.lower()), (key, bad)
        assert not re.search(r"\bСині(х|м)?\b", value), key  # the family, plural


def test_russian_rulebook_terms() -> None:
    """style-ru.md §4, §7: «противник», «прикрыт», «сбросить» to repeat; the
    common supply is «резерв»."""
    for key, value in _values("ru").items():
        for bad in ("соперник", "накры", "тратит", r"\bу синих\b"):
            assert not re.search(bad, value.lower()), (key, bad)
        assert not re.search(r"\bСини(е|х|м)\b", value), key  # the family, plural


@pytest.mark.parametrize(
    ("lang", "word", "card"),
    [("uk", "пастк", "trap"), ("ru", "ловушк", "trap"), ("fr", "piège", "trap"),
     ("uk", "засідк", "ambush"), ("ru", "засад", "ambush"), ("fr", "embuscade", "ambush")],
)  # fmt: skip
def test_a_card_name_is_never_a_common_noun(lang, word, card) -> None:
    """style guides §6: the Trap's name appears only where the Trap is meant —
    in the lessons about it, capitalised; the base game's Ambush never."""
    for key, value in _values(lang).items():
        for m in re.finditer(word, value, re.IGNORECASE):
            assert card == "trap" and "-trap" in key and value[m.start()].isupper(), key
