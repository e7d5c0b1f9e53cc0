"""The Orichalque course (issue 16, item 2): every topic of the rulebook taught
by a lesson, each solution won with 3 stars under fixed dice, every wrong and
illegal move explained with the lesson's own text in uk, ru and fr, the odds
quoted in the fight lessons true for the dice in the data, and Orichalque's
goal predicates (oriflamme/games/orichalque/goals.py) served by the game.

The per-course checks of tests/tutor/test_lessons.py and
test_feedback_coverage.py run over this course too; this file adds what is
Orichalque's own. Rulebook: /work/shared/rules/orichalque.ru.txt.
"""

from __future__ import annotations

import re
from fractions import Fraction
from itertools import product

import pytest

from oriflamme.games import GoalContext, LessonError, get_game
from oriflamme.games.orichalque.engine import components
from oriflamme.games.orichalque.engine.model import Titan
from oriflamme.games.orichalque.goals import GOALS
from oriflamme.tutor import LessonRun, check_solution, lesson, lessons, texts
from oriflamme.tutor.course import lesson_files

COURSE = lessons("orichalque")
IDS = [x.id for x in COURSE]
LANGS = ("uk", "ru", "fr")


def _run(lid: str, road: tuple[str, ...] = ()) -> LessonRun:
    run = LessonRun(lesson(lid))
    for m in road:
        assert run.try_move(m).ok, (lid, road, m)
    return run


# ------------------------------------------------------------ the course


#: Each topic of issue 16's list and the lessons that teach it.
TOPICS = {
    "the goal and the two victory conditions": ["orichalque-goal"],
    "setup and the metropolis": ["orichalque-metropolis"],
    "phase 1: the action card": ["orichalque-turn-card"],
    "phase 2: the three placement rules": ["orichalque-placement"],
    "phase 3: the card's action": ["orichalque-produce", "orichalque-fight-odds"],
    "phase 4: the extra action": ["orichalque-extra-hoplites"],
    "phase 5: the 2-player discard": ["orichalque-discard"],
    "ports": ["orichalque-port", "orichalque-placement"],
    "titans: attracting one": ["orichalque-titan-attract"],
    "titans: taking one from another player": ["orichalque-titan-take"],
    "titans: the blessing": ["orichalque-titan-blessing"],
    "titans: turning it back active": ["orichalque-titan-reactivate"],
    "titans: the oratory": ["orichalque-oratory"],
    "production": ["orichalque-produce"],
    "recruitment": ["orichalque-recruit"],
    "fighting, with the odds": ["orichalque-fight-odds", "orichalque-fight-chain"],
    "building": ["orichalque-build"],
    "temple": ["orichalque-temple"],
    "medallion": ["orichalque-medallion"],
    "extra action paid with hoplites": ["orichalque-extra-hoplites"],
    "extra action paid with orichalcum": ["orichalque-extra-orichalcum"],
    "extra action paid with creatures": ["orichalque-extra-creatures"],
    "the end of a round and the first player": ["orichalque-first-player"],
    "a race to victory": ["orichalque-race"],
}


def test_the_course_teaches_every_topic_in_at_least_18_lessons() -> None:
    assert len(COURSE) >= 18
    assert len(lesson_files("orichalque")) == len(COURSE)
    for topic, ids in TOPICS.items():
        for lid in ids:
            assert lesson(lid).edition == "orichalque", (topic, lid)
    assert {x.chapter for x in COURSE} == set(range(1, 9))
    assert all(x.id.startswith("orichalque-") for x in COURSE)


def test_the_course_is_a_course_of_the_orichalque_game() -> None:
    game = get_game("orichalque")
    assert "orichalque" in game.editions
    assert game.goals is GOALS
    for lang in LANGS:
        assert texts.text(game.course_title_key("orichalque"), lang).strip()
        for n in range(1, 9):
            title = texts.text(game.chapter_title_key("orichalque", n), lang)
            assert title.startswith(f"{n}. "), (lang, n, title)


@pytest.mark.parametrize("lsn", COURSE, ids=IDS)
def test_every_text_of_the_lesson_exists_in_uk_ru_fr(lsn) -> None:
    for key in lsn.text_keys():
        for lang in LANGS:
            assert texts.text(key, lang).strip(), (key, lang)


@pytest.mark.parametrize("lsn", COURSE, ids=IDS)
def test_solution_wins_with_three_stars_and_every_known_wrong_move_misses(lsn) -> None:
    assert check_solution(lsn) == []
    run = LessonRun(lsn)
    for m in lsn.solution:
        out = run.try_move(m)
    assert out.kind == "success" and out.stars == 3
    assert len(lsn.solution) == lsn.par


@pytest.mark.parametrize("lsn", COURSE, ids=IDS)
def test_every_wrong_move_text_is_shown_and_changes_nothing(lsn) -> None:
    assert lsn.wrong
    for w in lsn.wrong:
        steps = w.after if isinstance(w.after, tuple) else lsn.solution[: w.after or 0]
        run = _run(lsn.id, tuple(steps))
        k = 0
        while w.after is None and w.move not in run.legal_moves:
            assert run.try_move(lsn.solution[k]).ok
            k += 1
        before = run.state.to_json()
        out = run.try_move(w.move)
        assert (out.kind, out.text, out.lesson_text) == ("wrong", w.text, True), w
        # the mistake is replayed to its consequence (a declined action tells nothing)
        assert out.events or w.move == "pass", w
        assert run.state.to_json() == before


#: One illegal move per refusal the lessons explain: (lesson, road, move, code).
ILLEGAL = [
    ("orichalque-goal", (), "take 5", "cannot_afford"),
    ("orichalque-metropolis", (), "metropolis c3 c4", "not_a_port"),
    ("orichalque-metropolis", (), "metropolis z9 a2", "not_on_island"),
    ("orichalque-turn-card", (), "take 5", "cannot_afford"),
    ("orichalque-placement", (), "place d6 d7", "not_on_island"),
    ("orichalque-placement", (), "place c5 c6", "zone_taken"),
    ("orichalque-placement", (), "place e6 d6", "not_touching"),
    ("orichalque-placement", (), "place d5 f5", "not_a_shape"),
    ("orichalque-produce", (), "take 3", "cannot_afford"),
    ("orichalque-fight-odds", (), "fight c3 4", "too_many_hoplites"),
    ("orichalque-fight-chain", (), "fight c3 3", "too_many_hoplites"),
    ("orichalque-build", (), "build 1 c3", "next_to_creature"),
    ("orichalque-build", (), "build 1 a3", "wrong_terrain"),
    ("orichalque-build", (), "build 1 d3", "not_free"),
    ("orichalque-build", (), "build 1 f5", "no_tile"),
    ("orichalque-temple", (), "temple c2 c3 d2 d3", "temple_terrains"),
    ("orichalque-temple", (), "temple b3 b4 c3 c4", "next_to_creature"),
    ("orichalque-temple", (), "temple c2 d2 d3 e3", "not_a_diamond"),
    ("orichalque-temple", (), "temple a2 b2 b3 c3", "not_free"),
    ("orichalque-temple", (), "temple e3 e4 f3 f4", "no_tile"),
    ("orichalque-extra-hoplites", (), "extra recruit hoplites", "payment_not_allowed"),
    ("orichalque-extra-orichalcum", (), "extra recruit hoplites", "payment_not_allowed"),
    ("orichalque-race", (), "take 5", "cannot_afford"),
]


@pytest.mark.parametrize(("lid", "road", "move", "code"), ILLEGAL)
def test_illegal_moves_get_the_lessons_own_text(lid, road, move, code) -> None:
    run = _run(lid, road)
    before = run.state.to_json()
    out = run.try_move(move)
    assert (out.kind, out.code) == ("illegal", code)
    assert out.lesson_text and out.text == lesson(lid).illegal[code]
    assert run.state.to_json() == before


def test_every_illegal_text_of_the_course_is_reachable() -> None:
    reached = {(lid, code) for lid, _, _, code in ILLEGAL}
    listed = {(x.id, code) for x in COURSE for code in x.illegal}
    assert listed == reached


# ------------------------------------------------------------ dice and odds


FIGHTS = [x for x in COURSE if any(m.startswith("fight") for m in x.solution)]


def test_the_fight_lessons_are_the_expected_ones() -> None:
    assert {x.id for x in FIGHTS} >= {
        "orichalque-goal",
        "orichalque-fight-odds",
        "orichalque-fight-chain",
        "orichalque-titan-blessing",
        "orichalque-oratory",
        "orichalque-race",
    }


@pytest.mark.parametrize("lsn", FIGHTS, ids=[x.id for x in FIGHTS])
def test_a_fight_lesson_is_deterministic_its_solution_rolls_only_fixed_dice(lsn) -> None:
    """Fights roll dice: each fight lesson fixes them (scenario ``dice``) so
    that its solution wins whatever the seed, with no random draw."""
    assert lsn.scenario.get("dice"), "the dice are fixed in the scenario"
    run = LessonRun(lsn)
    draws = run.state.s.draws
    for m in lsn.solution:
        run.try_move(m)
    assert run.result is not None and run.result.kind == "success"
    assert run.state.s.draws == draws, "a random roll happened"
    fights = [e for e in run.events if e["event"] == "fight"]
    assert fights and all(e["won"] for e in fights)


def chance(strength: int, dice: int) -> Fraction:
    """The exact chance that ``dice`` combat dice beat ``strength``: a skull, or
    a sum at least the strength (rulebook, «Сражение с мифическими существами»)."""
    faces = components().dice
    wins = sum(
        1
        for roll in product(faces, repeat=dice)
        if "skull" in roll or sum(f for f in roll if f != "skull") >= strength
    )
    return Fraction(wins, len(faces) ** dice)


def pct(x: Fraction) -> str:
    return f"{round(100 * x)}\u00a0%"


#: The chances the fight lessons quote, by (strength, dice).
QUOTED = {
    ("orichalque-fight-odds", "wrong-0"): (4, 1),
    ("orichalque-fight-odds", "hint-2"): (4, 2),
    ("orichalque-fight-odds", "wrong-more"): (4, 2),
    ("orichalque-fight-chain", "wrong-gorgon-first"): (4, 1),
    ("orichalque-fight-chain", "wrong-cerberus-2"): (8, 2),
    ("orichalque-fight-chain", "wrong-cerberus-0"): (4, 1),
    # 1 hoplite against the Cyclops without Kronos: 2 dice, only a skull wins
    ("orichalque-oratory", "wrong-kronos"): (10, 2),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("lid", "part"), sorted(QUOTED))
def test_the_odds_quoted_are_the_dice_datas(lid, part, lang) -> None:
    """The texts say the chance the fight panel shows: if the (provisional) dice
    faces change, this test names the texts to rewrite."""
    strength, dice = QUOTED[(lid, part)]
    text = texts.text(f"lesson-{lid}-{part}", lang)
    assert pct(chance(strength, dice)) in text, (lang, text)


@pytest.mark.parametrize("lang", LANGS)
def test_the_fight_chain_lesson_quotes_the_best_split_of_two_hoplites(lang) -> None:
    """Cerberus (4) then the Gorgon (8, 1 hoplite waiting), 2 hoplites: 1 + 1 is
    the best split (the chances of both wins multiplied)."""
    splits = {
        (a, 2 - a): chance(4, 1 + a) * chance(8, 1 + 1 + (2 - a))
        for a in range(3)  # hoplites for the Cerberus, the rest for the Gorgon
    }
    gorgon_first = chance(8, 4) * chance(4, 1)
    best = max(splits, key=splits.__getitem__)
    assert best == (1, 1) and splits[best] > gorgon_first
    hint = texts.text("lesson-orichalque-fight-chain-hint-2", lang)
    assert pct(chance(4, 2)) in hint and pct(chance(8, 3)) in hint
    success = texts.text("lesson-orichalque-fight-chain-success", lang)
    assert pct(splits[best]) in success


# ------------------------------------------------------------ what the lessons show


def test_goal_lesson_5_points_are_not_enough_with_a_creature() -> None:
    """«Конец игры»: both conditions at once — 5 points and no creature."""
    run = _run("orichalque-goal")
    assert run.state.points("red") == 5 and not run.state.finished
    out = run.try_move("take 1")
    assert out.kind == "wrong" and not any(e["event"] == "game_won" for e in out.events)
    for m in ("take 2", "place c4"):
        assert run.try_move(m).ok
    out = run.try_move("fight c3 0")
    assert out.kind == "success" and run.state.winners == ["red"]


def test_medallion_lesson_a_pass_is_told_by_what_it_leaves_at_that_step() -> None:
    """«Медальон из орихалка»: giving up the Construction at once forges nothing
    (3 points; the extra action paid in orichalcum leaves enough for one
    medallion only, 4), while a pass after the first medallion leaves 4 — the
    text «Один медальон — 4 очка» under a pass at the first step was false (the
    fr re-read's E1)."""
    first = _run("orichalque-medallion")
    assert first.state.points("red") == 3
    out = first.try_move("pass")
    assert (out.kind, out.text) == ("wrong", "lesson-orichalque-medallion-wrong-pass-first")
    # the best the extra action does after that pass: one medallion, 4 points
    best = 0
    for road in (("extra build orichalcum", "medallion"), ("extra build orichalcum",)):
        st = _run("orichalque-medallion").state
        for m in ("pass", *road):
            st.apply(m)
        best = max(best, st.points("red"))
        assert "medallion" not in st.legal_moves() or road[-1] != "medallion"
    assert best == 4
    second = _run("orichalque-medallion", ("medallion",))
    assert second.state.points("red") == 4
    out = second.try_move("pass")
    assert (out.kind, out.text) == ("wrong", "lesson-orichalque-medallion-wrong-pass")


def test_titan_take_a_new_area_of_3_takes_the_titan_from_a_bigger_area() -> None:
    """«Вне зависимости от того, где сейчас находится тайл титана…»: Blue's 5
    deserts do not keep Kronos from Red's new area of 3."""
    run = _run("orichalque-titan-take", ("place f4",))
    assert run.state.s.titans["kronos"] == Titan("red", True)
    assert "kronos" not in run.state.s.supplies["blue"].titans


def test_oratory_keeps_two_titans_and_the_player_chooses_which_goes_back() -> None:
    """«Важно»: one titan per player, one more per oratory; the one that goes
    back returns to the middle active side up."""
    run = _run("orichalque-oratory", ("place e3",))
    assert run.state.pending.decision == "release"
    assert sorted(run.state.pending.moves) == ["release kronos", "release rhea"]
    run.try_move("release rhea")
    s = run.state.s
    assert sorted(s.supplies["red"].titans) == ["kronos", "tethys"]
    assert s.titans["rhea"] == Titan(None, True)


def test_discard_lesson_a_wrong_discard_lets_blue_win() -> None:
    """Phase 5 (two players): the fight card left on the board wins Blue the game."""
    out = _run("orichalque-discard").try_move("discard 2")
    assert out.kind == "wrong"
    assert any(e["event"] == "game_won" and e["player"] == "blue" for e in out.events)


def test_first_player_lesson_the_holder_is_left_out_and_the_right_neighbour_gains() -> None:
    """«Передайте жетон первого игрока»: Blue (the holder, 6 hoplites) is left out;
    Red with 3 beats Green with 2; Green, on Red's right, gets 1 hoplite."""
    run = _run("orichalque-first-player", ("recruit",))
    out = run.try_move("pass")
    assert out.kind == "success"
    assert run.state.s.first_player == "red"
    assert {"event": "gained", "player": "green", "resource": "hoplites", "count": 1,
            "reason": "right_of_first"} in out.events  # fmt: skip


def test_race_lesson_wins_in_one_turn_through_every_phase() -> None:
    run = _run("orichalque-race")
    kinds = []
    for m in lesson("orichalque-race").solution:
        kinds += [e["event"] for e in run.try_move(m).events]
    for k in ("card_taken", "titan_taken", "blessing_used", "extra_action", "medallion_forged"):
        assert k in kinds, k
    assert run.state.winners == ["red"]


# ------------------------------------------------------------ the goal predicates


def _table(players=("blue", "red")):
    return get_game("orichalque").table({"players": list(players)})


@pytest.mark.parametrize(
    ("goal", "field"),
    [
        ({"won": {}}, "goal.won.player"),
        ({"won": {"player": "green"}}, "goal.won.player"),
        ({"has": {"player": "red", "resource": "gold", "at_least": 1}}, "goal.has.resource"),
        ({"has": {"player": "red", "resource": "hoplites", "at_least": -1}}, "goal.has.at_least"),
        ({"captured": {"player": "red", "creature": "dragon"}}, "goal.captured.creature"),
        ({"captured": {"player": "red", "zone": "c"}}, "goal.captured.zone"),
        ({"built": {"player": "red", "what": "castle"}}, "goal.built.what"),
        ({"titan_held": {"player": "red", "titan": "zeus"}}, "goal.titan_held.titan"),
        ({"titan_taken": {"player": "red", "titan": "rhea", "from": "x"}}, "goal.titan_taken.from"),
        ({"extra_action": {"player": "red", "payment": "gold"}}, "goal.extra_action.payment"),
        ({"card_taken": {"player": "red", "card": "fight9"}}, "goal.card_taken.card"),
        ({"tile_covers": {"player": "red", "zones": []}}, "goal.tile_covers.zones"),
        ({"port_reached": {"player": "red", "port": "moon"}}, "goal.port_reached.port"),
        ({"all": [{"won": {"player": "red"}}, {"fly": {}}]}, "goal.all[1].fly"),
    ],
)
def test_a_bad_goal_names_its_field(goal, field) -> None:
    with pytest.raises(LessonError) as e:
        GOALS.check(goal, "goal", _table())
    assert e.value.field == field


def test_the_predicates_read_the_state_and_the_events() -> None:
    game = get_game("orichalque")
    st = game.from_scenario(lesson("orichalque-fight-odds").scenario)
    start = st.copy()
    events = st.apply("fight c3 1")
    ctx = GoalContext(st, events, start)
    holds = GOALS.holds
    assert holds({"captured": {"player": "red", "creature": "cerberus", "zone": "c3"}}, ctx)
    assert not holds({"captured": {"player": "red", "creature": "gorgon"}}, ctx)
    assert holds({"island_clear": {"player": "red"}}, ctx)
    assert holds({"gained": {"player": "red", "resource": "orichalcum", "at_least": 1}}, ctx)
    assert holds({"has": {"player": "red", "resource": "captured", "at_least": 1}}, ctx)
    assert holds({"has_at_most": {"player": "red", "resource": "hoplites", "at_most": 2}}, ctx)
    assert not holds({"fight_lost": {"player": "red"}}, ctx)
    assert not holds({"won": {"player": "red"}}, ctx)
    assert holds({"not": {"blessing_used": {"player": "red"}}}, ctx)


def test_every_predicate_is_documented_in_the_lessons_format() -> None:
    doc = (
        __import__("pathlib").Path(__file__).resolve().parents[2] / "docs" / "lessons.md"
    ).read_text(encoding="utf-8")
    section = doc.split("## Orichalque goals", 1)[1]
    for word in GOALS:
        assert re.search(rf"`{word}`", section), word


def test_a_lesson_misses_its_goal_when_the_round_ends() -> None:
    """With ``until: goal`` an Orichalque lesson, like an Oriflamme one, is judged
    within the round (the learner plays its last turn): a mistake is not saved
    by what later rounds could bring (a recruitment now, a production next
    round). The game's ``lesson_end`` says so."""
    game = get_game("orichalque")
    assert game.lesson_end("goal", None, [{"event": "round_ended", "round": 1}])
    assert game.lesson_end("goal", None, [{"event": "game_won", "player": "red", "points": 5}])
    assert not game.lesson_end("goal", None, [{"event": "turn_started", "player": "blue"}])
    out = _run("orichalque-first-player").try_move("pass")
    assert out.kind == "wrong"
    kinds = [e["event"] for e in out.events]
    after = kinds[kinds.index("round_ended") + 1 :]
    assert set(after) <= {"first_player", "gained", "turn_started"}, after


@pytest.mark.parametrize("lsn", COURSE, ids=IDS)
def test_the_second_hint_shows_each_move_of_the_solution(lsn) -> None:
    """Hints come in steps: a nudge (the lesson's text), then the exact move,
    which follows the solution to the goal; each hint costs its star."""
    run = LessonRun(lsn)
    nudge = run.hint()
    assert nudge is not None and nudge.level == 1 and nudge.text == lsn.hints[0]
    for m in lsn.solution:
        h = run.hint()
        assert h is not None and h.level == 2 and h.text == lsn.hints[1]
        assert h.move == m, (lsn.id, h.move, m)
        out = run.try_move(h.move)
    assert out.kind == "success" and out.stars == 1


def _player(lid: str, lang: str):
    from oriflamme.widgets.lesson_player import LessonPlayer

    player = LessonPlayer(lid, lang)
    while player.continue_button.layout.display != "none":
        player.continue_button.click()
    return player


@pytest.mark.parametrize("lsn", COURSE, ids=IDS)
def test_the_lesson_is_won_on_the_orichalque_board_and_its_mistake_explained(lsn) -> None:
    """The lesson player builds the game's own board (the Orichalque board) and
    the board's moves go through the run: the solution wins with 3 stars, a
    known wrong move shows the lesson's text and leaves the board as it was."""
    lang = LANGS[IDS.index(lsn.id) % len(LANGS)]
    player = _player(lsn.id, lang)
    assert type(player.view).__name__ == "OrichalqueBoard"
    for m in lsn.solution:
        player.view.play(m)
    assert player.run.result is not None and player.run.result.stars == 3
    w = lsn.wrong[0]
    player = _player(lsn.id, lang)
    for m in w.after if isinstance(w.after, tuple) else lsn.solution[: w.after or 0]:
        player.view.play(m)
    k = 0
    while w.after is None and w.move not in player.run.legal_moves:
        player.view.play(lsn.solution[k])
        k += 1
    before = player.view.state.to_json()
    assert player.view.play(w.move) is False
    assert player.last is not None and (player.last.kind, player.last.text) == ("wrong", w.text)
    assert player.view.state.to_json() == before
