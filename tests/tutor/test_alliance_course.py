"""The Alliance course (tutorials/alliance, issue 12): complete, every solution
wins with 3 stars, every known mistake gets its own text, and each card lesson
is won only through that card's rule (the Lord lesson's lesson, commit 9d18be3:
switch the rule off and the goal can no longer be reached). The mixed-table
chapter (5) puts families of different editions at one table.

Every decision a learner can reach with good moves is walked by
tests/tutor/test_feedback_coverage.py (it runs over every course): no wrong
move of this course is left to the generic text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from scenario_helpers import assert_wrong_move_explained

import oriflamme
from oriflamme.games.oriflamme.engine.abilities import alliance as alliance_abilities
from oriflamme.games.oriflamme.engine.abilities.registry import (
    ABILITIES,
    AFTER_ANY_ELIMINATION,
    ON_ELIMINATED,
    ON_ROUND_START,
)
from oriflamme.games.oriflamme.engine.cards import DECKS, is_character
from oriflamme.games.oriflamme.engine.model import FACE_UP, ID, TOKENS, VERDICT
from oriflamme.tutor import LessonRun, chapter_title_key, lesson, lessons, texts
from oriflamme.tutor.course import lesson_files

LESSONS = lessons("alliance")
IDS = [x.id for x in LESSONS]
MIXED = [x for x in LESSONS if x.chapter == 5]


def test_the_course_has_every_card_a_chapter_of_news_combos_and_a_mixed_table() -> None:
    assert len(lesson_files("alliance")) == len(LESSONS) >= 15
    cards = {x.id.removeprefix("card-") for x in LESSONS if x.id.startswith("card-")}
    assert cards == set(DECKS["alliance"])  # the 10 cards, ids card-<card>
    combos = [x for x in LESSONS if x.id.startswith("combo-")]
    assert len(combos) >= 4
    assert combos[0].id == "combo-activation-example"  # the rulebook's example first
    assert {x.chapter for x in LESSONS} == {1, 2, 3, 4, 5}
    for x in LESSONS:  # characters in chapter 2, intrigues in chapter 3
        if x.id.startswith("card-"):
            assert x.chapter == (2 if is_character(x.id.removeprefix("card-")) else 3), x.id
    for lang in texts.LANGUAGES:
        for n in {x.chapter for x in LESSONS}:
            assert texts.text(chapter_title_key("alliance", n), lang).startswith(f"{n}. ")


def test_the_mixed_table_chapter_seats_families_of_other_editions() -> None:
    """Issue 12 §2: at least two lessons where families of different editions meet."""
    assert len(MIXED) >= 2
    for x in MIXED:
        families = x.scenario.get("families") or {}
        others = {f["edition"] for f in families.values()}
        assert others and others != {"alliance"}, x.id
        assert len(set(x.new_state().editions.values())) == 2, x.id


# ------------------------------------------------------------ the card's rule


def _inert(st, f, move):
    """A card whose ability does nothing: an intrigue is still discarded."""
    if is_character(f[1][1]):
        st.done(f)
    else:
        st.discard_card(f[1], "used")
        st.done(f)


def _fanatic_without_bonus(st, f, move):
    """L2 without its second point: gain 1, whatever else is face up."""
    st.gain(f[2], 1, f[1][1])
    st.done(f)


def _informant_option_1_only(st, f, move):
    """L3 without its swap (option 2)."""
    gain = alliance_abilities._informant_gain(st, f, st.source_pos(f))
    if gain:
        st.gain(f[2], gain, f[1][1])
    st.done(f)


def _diplomat_option_1_only(st, f, move):
    """L4 without option 2: gain 1 (no other face-up Diplomat gets anything)."""
    st.gain(f[2], 1, f[1][1])
    st.done(f)


def _judge_option_1_only(st, f, move):
    """L6 without option 2: gain 1 (no verdict placed)."""
    st.gain(f[2], 1, f[1][1])
    st.done(f)


def _hook(hooks: list, name: str):
    """A hook registered with ``@LIST.append`` (the module name is then None)."""
    return next(h for h in hooks if h.__name__ == name and h.__module__.endswith(".alliance"))


INFILTRATION_BONUS = _hook(AFTER_ANY_ELIMINATION, "_infiltration_bonus")  # L9
PACT_PAYS = _hook(ON_ROUND_START, "_pact_pays")  # L10


# Which rule each lesson teaches: (lesson, table, card, stand-in). A stand-in
# of None removes the card's entry (its hook); a list replaces the hook list.
RULES = [
    ("card-empress", ABILITIES, "empress", _inert),  # L1
    ("card-fanatic", ABILITIES, "fanatic", _fanatic_without_bonus),  # L2: the second point
    ("card-informant", ABILITIES, "informant", _informant_option_1_only),  # L3: the swap
    ("card-diplomat", ABILITIES, "diplomat", _diplomat_option_1_only),  # L4: option 2
    ("card-deserter", ABILITIES, "deserter", _inert),  # L5
    ("card-judge", ABILITIES, "judge", _judge_option_1_only),  # L6: option 2
    ("card-insurrection", ABILITIES, "insurrection", _inert),  # L7
    ("card-extortion", ON_ELIMINATED, "extortion", None),  # L8: 2 per card of the eliminator
    ("card-infiltration", AFTER_ANY_ELIMINATION, None, INFILTRATION_BONUS),
    ("card-infiltration", ABILITIES, "infiltration", _inert),  # L9: kept, then the bonus
    ("card-pact", ON_ROUND_START, None, PACT_PAYS),  # L10: pays next round
    ("alliance-kept", ON_ROUND_START, None, PACT_PAYS),  # L10: a kept card keeps working
    ("alliance-kept", ABILITIES, "pact", _inert),  # L9-L11: kept, out of the Judge's reach
    ("alliance-diplomat-covered", ABILITIES, "diplomat", _diplomat_option_1_only),  # L4
    ("alliance-insurrection-again", ABILITIES, "empress", _inert),  # L1 feeds L7
    ("alliance-insurrection-again", ABILITIES, "insurrection", _inert),
    ("combo-activation-example", ABILITIES, "deserter", _inert),
    ("combo-infiltration-stack", AFTER_ANY_ELIMINATION, None, INFILTRATION_BONUS),
    ("combo-infiltration-insurrection", ABILITIES, "infiltration", _inert),
    ("combo-empress-informant", ABILITIES, "empress", _inert),
    ("combo-two-judges", ABILITIES, "judge", _judge_option_1_only),  # L6: shared verdicts
    # the mixed table: A11 after L9's +2 (G9), A9 + L6, B5 copying L5
    ("mixed-infiltration-trap", AFTER_ANY_ELIMINATION, None, INFILTRATION_BONUS),
    ("mixed-bribed-judge", ABILITIES, "bribery", _inert),
    ("mixed-bribed-judge", ABILITIES, "judge", _judge_option_1_only),
    ("mixed-shapeshifter-deserter", ABILITIES, "deserter", _inert),
]  # fmt: skip


@pytest.mark.parametrize(
    ("lid", "table", "card", "stand_in"),
    RULES,
    ids=[f"{r[0]}-{r[2] or r[3].__name__.strip('_')}" for r in RULES],
)
def test_each_lesson_is_won_only_through_its_rule(monkeypatch, lid, table, card, stand_in):
    lsn = lesson(lid)
    assert LessonRun(lsn).solve() is not None
    if isinstance(table, list):  # a hook list: take the rule's hook out for this test
        kept = list(table)
        table[:] = [h for h in table if h is not stand_in]
        assert len(table) == len(kept) - 1
        try:
            _assert_not_winnable(lsn, stand_in.__name__)
        finally:
            table[:] = kept
        return
    if stand_in is None:
        monkeypatch.delitem(table, card)
    else:
        monkeypatch.setitem(table, card, stand_in)
    _assert_not_winnable(lsn, card)


def _assert_not_winnable(lsn, rule) -> None:
    run = LessonRun(lsn)
    assert run.solve() is None, f"{lsn.id} can be won without the {rule} rule"
    out = None
    for m in lsn.solution:
        if m not in run.legal_moves:
            break
        out = run.try_move(m)
        if not out.ok:
            break
    assert out is None or out.kind != "success"


# ------------------------------------------------------------ what each lesson shows


def _won(lid: str) -> LessonRun:
    run = LessonRun(lesson(lid))
    for m in run.lesson.solution:
        out = run.try_move(m)
    assert out.kind == "success" and out.stars == 3
    return run


def test_the_rulebook_activation_example_scores_as_printed() -> None:
    """alliance.uk.txt «Приклад фази активації»: Blue takes the 1 on its Deserter,
    eliminates Red's second card with 2 on it (+1, +1 character, the 2 go back
    to the supply), the Deserter is discarded (no face-up character beside it),
    and the Fanatic, alone face up, gains 1 + 1: Blue ends on 6 (L5, L2)."""
    run = _won("combo-activation-example")
    st = run.state
    assert st.influence == {"red": 1, "blue": 6, "green": 1}
    assert "empress" in st.discards["red"] and "deserter" in st.discards["blue"]
    returned = [e for e in run.events if e.kind == "TokensReturned" and e.card == "empress"]
    assert [e.amount for e in returned] == [2]


def test_the_informant_swap_takes_its_verdict_home_and_its_replacement_waits() -> None:
    """L3, L6, G18: the Informant goes back to hand, its verdict back to the pool
    of 5; the card put in its place is face down, inactive, and carries none."""
    run = _won("card-informant")
    st = run.state
    assert "informant" in st.hands["red"] and "pact" not in st.hands["red"]
    assert any(e.kind == "VerdictReturned" and e.card == "informant" for e in run.events)
    placed = next(e for e in run.events if e.kind == "VerdictPlaced")
    assert placed.player == "blue" and placed.card == "pact"  # the Judge's option 1 (G17)


def test_covering_a_condemned_card_leaves_the_judge_only_its_option_1() -> None:
    """L6, G15, G17: the verdict stays on the covered Empress, out of reach; the
    blue Judge, with no condemned top card, gains 1 and places a new verdict."""
    run = _won("alliance-verdicts")
    st = run.state
    assert [c[ID] for c in st.queue[0]] == ["empress", "fanatic"]
    assert st.queue[0][0][VERDICT]
    assert not any(e.kind == "CardEliminated" for e in run.events)
    assert st.extra["verdicts_left"] == 3  # 5 in all: the Empress's and the new one


def test_influence_stays_on_a_covered_diplomat() -> None:
    """L4, G15, G5: the Deserter eliminates the card on top of the Diplomat,
    which comes back on top with its 3 and, after the cursor, resolves."""
    run = _won("alliance-diplomat-covered")
    elim = next(e for e in run.events if e.kind == "CardEliminated")
    assert (elim.card, elim.owner) == ("pact", "red")
    got = [e.amount for e in run.events if e.kind == "InfluenceGained" and e.card == "diplomat"]
    assert got == [3]


def test_the_insurrection_face_down_again_is_fed_by_the_opponents_empress() -> None:
    """L7, L1: empty after its first use, the Insurrection needs influence to be
    revealed; the blue Empress must put her 1 on a face-down red card, and the
    Insurrection is the only one left."""
    run = _won("alliance-insurrection-again")
    fed = next(e for e in run.events if e.kind == "TokensPlaced")
    assert (fed.card, fed.owner, fed.reason) == ("insurrection", "red", "empress")
    elim = [(e.card, e.owner) for e in run.events if e.kind == "CardEliminated"]
    assert elim == [("empress", "blue"), ("fanatic", "blue")]
    ins = next(c for s in run.state.queue for c in s if c[ID] == "insurrection")
    assert not ins[FACE_UP] and ins[TOKENS] == 0


def test_two_judges_of_different_families_join_forces() -> None:
    """alliance.uk.txt, the Judge's note; L6, G17: with no verdict in play Red's
    Judge offers only option 1; its verdict serves Green's Judge's option 2."""
    run = LessonRun(lesson("combo-two-judges"))
    assert run.legal_moves == ["option 1"]
    run = _won("combo-two-judges")
    elim = next(e for e in run.events if e.kind == "CardEliminated")
    assert (elim.player, elim.card, elim.owner) == ("green", "insurrection", "blue")


def test_the_diplomat_cashes_its_influence_in_the_last_round() -> None:
    """L4 option 2 and G12: influence left on cards does not count at the end."""
    run = _won("card-diplomat")
    assert run.state.winners == ["red"]
    assert run.state.influence == {"red": 7, "blue": 5}


def test_the_insurrection_turns_face_down_empty_and_stays() -> None:
    """L7: 1 back to the supply, the card before then the card after, then face down."""
    run = _won("card-insurrection")
    ins = next(c for s in run.state.queue for c in s if c[ID] == "insurrection")
    assert not ins[FACE_UP] and ins[TOKENS] == 0
    elim = [e.card for e in run.events if e.kind == "CardEliminated"]
    assert elim == ["diplomat", "fanatic"]  # before, then after


def test_the_extortion_pays_two_per_top_card_and_costs_face_down_influence() -> None:
    """L8: 4 blue top cards -> 8; the blue Judge face down loses 1 of its tokens."""
    run = _won("card-extortion")
    gained = [e for e in run.events if e.kind == "InfluenceGained" and e.card == "extortion"]
    assert [(e.player, e.amount) for e in gained] == [("red", 8)]
    assert any(
        e.kind == "TokensReturned" and e.card == "judge" and e.reason == "extortion"
        for e in run.events
    )


def test_the_pact_pays_only_with_a_card_left_in_the_queue() -> None:
    """L10, G19: kept with its 2, it pays them at the next round's start — not
    when the Deserter took Red's only card in the queue."""
    run = _won("card-pact")
    assert ("pact", 2) in run.state.kept["red"]
    run = LessonRun(lesson("card-pact"))
    out = run.try_move("play fanatic end")
    assert out.kind == "wrong" and out.text == "lesson-card-pact-wrong-end"
    assert any(e.kind == "CardKept" and e.card == "pact" for e in out.events)
    assert not any(e.kind == "InfluenceGained" and e.card == "pact" for e in out.events)


def test_the_uncovered_deserter_resolves_at_once() -> None:
    """alliance.uk.txt «Стос карт», G5, L9: the Infiltration kept, the Deserter
    below is uncovered and applies at once: 1 + 1 (character) + 2 (Infiltration)."""
    run = _won("combo-infiltration-stack")
    kinds = [e.kind for e in run.events]
    assert kinds.index("CardKept") < kinds.index("CardEliminated")
    assert run.state.influence["red"] == 1 + 4


def test_the_trap_takes_its_3_after_the_infiltrations_2() -> None:
    """A11, L9, G9: Red (0) gains 1 and the Infiltration's 2 first, then the
    Trap takes 3 — all of it; the attacking Deserter is discarded."""
    run = _won("mixed-infiltration-trap")
    evs = [e for e in run.events if e.kind in ("InfluenceGained", "InfluenceStolen")]
    red = [(e.kind, e.card, e.amount) for e in evs if "red" in (e.player, getattr(e, "victim", ""))]
    assert red[:3] == [
        ("InfluenceGained", "deserter", 1),
        ("InfluenceGained", "infiltration", 2),
        ("InfluenceStolen", "trap", 3),
    ]
    assert "deserter" in run.state.discards["red"]


def test_the_bribed_judge_asks_the_briber() -> None:
    """A9, G10, G16: once bribed, the blue Judge's options are Red's to choose,
    and its elimination gives Red the 1."""
    run = LessonRun(lesson("mixed-bribed-judge"))
    for m in ("reveal", "target 1"):
        assert run.try_move(m).ok
    assert run.state.pending.player == "red"
    assert run.legal_moves == ["option 1", "option 2"]
    for m in ("option 2", "target 1"):
        out = run.try_move(m)
    assert out.kind == "success"
    elim = next(e for e in run.events if e.kind == "CardEliminated")
    assert (elim.player, elim.card, elim.by_card) == ("red", "insurrection", "judge")


def test_the_shapeshifter_reads_adjacent_and_this_card_from_itself() -> None:
    """B5, G20, L5: the copied Deserter eliminates the Shapeshifter's neighbour
    and stays only with a face-up character beside the Shapeshifter."""
    run = _won("mixed-shapeshifter-deserter")
    elim = next(e for e in run.events if e.kind == "CardEliminated")
    assert (elim.card, elim.by_card) == ("judge", "shapeshifter")
    run = LessonRun(lesson("mixed-shapeshifter-deserter"))
    run.try_move("target 2")
    out = run.try_move("target 2")
    assert out.kind == "wrong"
    assert any(e.kind == "CardDiscarded" and e.card == "shapeshifter" for e in out.events)


def test_a_kept_card_is_out_of_reach_and_keeps_working() -> None:
    """L6, L10, L11: the revealed Pact leaves the queue with its 3 — its verdict
    back to the pool — so the blue Judge has nothing to condemn; it pays its 3
    at the next round's start."""
    run = _won("alliance-kept")
    assert run.state.kept["red"] == [("pact", 3)] or ("pact", 3) in run.state.kept["red"]
    assert run.state.extra["verdicts_left"] == 4  # the Judge's option 1 placed a new one
    assert not any(e.kind == "CardEliminated" for e in run.events)
    assert any(
        e.kind == "InfluenceGained" and e.card == "pact" and e.amount == 3 for e in run.events
    )


@pytest.mark.parametrize(
    ("lid", "path", "move", "text"),
    [
        # a two-option card's other option is explained
        ("card-informant", (), "option 1", "lesson-card-informant-wrong-option-1"),
        ("card-diplomat", (), "option 1", "lesson-card-diplomat-wrong-option-1"),
        ("card-judge", (), "option 1", "lesson-card-judge-wrong-option-1"),
        ("combo-empress-informant", ("reveal", "target 2"), "option 2",
         "lesson-combo-empress-informant-wrong-swap"),
        ("mixed-bribed-judge", ("reveal", "target 1"), "option 1",
         "lesson-mixed-bribed-judge-wrong-option-1"),
        # the other target, the other place
        ("card-empress", ("reveal",), "target 1", "lesson-card-empress-wrong-insurrection"),
        ("card-deserter", ("play deserter end", "reveal"), "target 3",
         "lesson-card-deserter-wrong-far"),
        ("card-judge", ("option 2",), "target 1", "lesson-card-judge-wrong-own"),
        ("card-fanatic", (), "play pact on 1", "lesson-card-fanatic-wrong-cover-self"),
        ("card-fanatic", (), "play judge on 1", "lesson-card-fanatic-wrong-cover-judge"),
        ("card-pact", ("play insurrection start", "bank"), "bank", "lesson-card-pact-wrong-bank"),
        ("alliance-verdicts", ("play pact on 0",), "reveal",
         "lesson-alliance-verdicts-wrong-pact-kept"),
        ("combo-activation-example", ("reveal",), "target 0",
         "lesson-combo-activation-example-wrong-judge"),
        ("mixed-infiltration-trap", (), "play queen start",
         "lesson-mixed-infiltration-trap-wrong-queen"),
    ],
)  # fmt: skip
def test_a_wrong_move_is_replayed_and_explained(lid, path, move, text) -> None:
    assert_wrong_move_explained(lid, path, move, text)


@pytest.mark.parametrize(
    ("move", "fanatic_gains"), [("play pact on 1", [1]), ("play judge on 1", [])]
)
def test_the_fanatic_covered_by_a_pact_or_a_judge_as_its_text_says(move, fanatic_gains) -> None:
    """L2, L10, G19: the Pact on the Fanatic is kept when revealed, so the
    Fanatic is on top again and gives 1 (the Empress is face up); the Judge on
    it stays all round, so the Fanatic never resolves — each branch has its
    own text, and neither promises what its replay does not show."""
    run = LessonRun(lesson("card-fanatic"))
    out = run.try_move(move)
    gains = [e.amount for e in out.events if e.kind == "InfluenceGained" and e.card == "fanatic"]
    assert gains == fanatic_gains
    said = {lang: texts.text(out.text, lang) for lang in ("uk", "ru", "fr")}
    promise = {"uk": "знову опинившись зверху", "ru": "снова оказавшись сверху", "fr": "revenu"}
    for lang, text in said.items():
        assert (promise[lang] in text) == bool(fanatic_gains), (lang, text)


# ------------------------------------------------------------ the texts


def _values(lang: str) -> dict[str, str]:
    path = Path(oriflamme.__file__).parent / "locales" / lang / "lessons-alliance.ftl"
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("#") and " = " in line:
            key, value = line.split(" = ", 1)
            out[key] = value
    return out


def test_every_lesson_text_is_used_and_every_used_text_is_there() -> None:
    used = {k for x in LESSONS for k in x.text_keys()}
    for lang in texts.LANGUAGES:
        defined = {k for k in _values(lang) if k.startswith("lesson-")}
        assert defined == used, (lang, defined ^ used)


#: A colour in the plural is right only before the noun it describes (§5).
BEFORE_NOUN = r"(?!\s+(?:[А-ЯІЇЄҐ]|карт|жетон|стос|стек))"


def test_french_typography() -> None:
    """style-fr.md §3: a no-break space before : ; ! ? » and after «; ’ only."""
    for key, value in _values("fr").items():
        assert not re.search(r"[ \t][:;!?»]", value), key
        assert "« " not in value and "'" not in value, key


def test_ukrainian_apostrophe_and_forms() -> None:
    """style-uk.md §3, §5, §7: ’ only; «в ряді», «на руці», «активується»;
    the family is singular («Синій», never «сині» for the player)."""
    for key, value in _values("uk").items():
        assert "'" not in value, key
        for bad in (r"(?<!\w)[ву] ряду", r"(?<!\w)[ву] руці", "спрацьов", "згори"):
            assert not re.search(bad, value.lower()), (key, bad)
        assert not re.search(r"(?<!\w)[Сс]ині(х|м)?(?!\w)" + BEFORE_NOUN, value), key


def test_russian_rulebook_terms() -> None:
    """style-ru.md §4, §7: «противник», «прикрыт», the common supply «резерв»."""
    for key, value in _values("ru").items():
        for bad in ("соперник", "накры", "тратит", "выкладывает"):
            assert not re.search(bad, value.lower()), (key, bad)
        assert not re.search(r"(?<!\w)[Сс]ини(х|е|м)(?!\w)" + BEFORE_NOUN, value), key
        assert "запас" not in value.lower(), key  # a player's own; the supply is «резерв»


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("uk", ("угод", "повстанн", "проникненн", "здирств", "пастк", "засідк", "підкуп")),
        ("ru", ("договор", "восстани", "проникновени", "вымогательств", "ловушк", "засад")),
        ("fr", ("pacte", "insurrection", "infiltration", "extorsion", "piège", "embuscade")),
    ],
)
def test_a_card_name_is_never_a_common_noun(lang, words) -> None:
    """style guides §6: an intrigue's name is written only for the card, as a
    proper name (capitalised); the Trap only in the lesson that plays it."""
    for key, value in _values(lang).items():
        for word in words:
            for m in re.finditer(rf"(?<!\w){word}", value, re.IGNORECASE):
                if word in ("підкуп",) and value[m.start()].islower():
                    continue  # «жетон підкупу», «підкупіть»: the token and the verb (§6)
                assert value[m.start()].isupper(), (key, m.group(0))
                if word in ("пастк", "ловушк", "piège"):
                    assert "mixed-infiltration-trap" in key, key
                assert word not in ("засідк", "засад", "embuscade"), key


# ------------------------------------------------------------ in the lesson player


@pytest.mark.parametrize("lang", texts.LANGUAGES)
def test_every_lesson_plays_in_the_lesson_player(tmp_path, lang) -> None:
    """Each lesson opens on its board (mixed tables too), narrates a known
    mistake with what it caused, and is won by its solution, in every language."""
    from html import escape

    from oriflamme.tutor import Progress
    from oriflamme.widgets.lesson_player import LessonPlayer

    progress = Progress(tmp_path / "p.json")
    for lsn in LESSONS:
        player = LessonPlayer(lsn.id, lang, progress=progress)
        while player.continue_button.layout.display != "none":
            player.continue_button.click()
        assert escape(texts.text(lsn.goal_text, lang)) in player.goal_box.value, lsn.id
        wrong = next((w for w in lsn.wrong if w.after in (None, 0)), None)
        if wrong is not None:
            out = player.play(wrong.move)
            assert out.kind == "wrong", lsn.id
            assert '<ul class="ori-feedback__events"' in player.feedback.value, lsn.id
        for move in lsn.solution:
            player.play(move)
        assert player.last.kind == "success", lsn.id
        assert progress.stars(lsn.id) == 3
