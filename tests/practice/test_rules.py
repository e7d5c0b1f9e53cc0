"""Each puzzle kind asks what the rules say (issue 30): the engine's answer on
hand-made positions, and distractors that are the misreadings they are named
after. Each test names the ruling (RULINGS.md) or the rulebook section.
"""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import product

from scenario_helpers import pos

from oriflamme.core.puzzles import Position, Puzzle, Rejected
from oriflamme.games import get_game
from oriflamme.games.orichalque import puzzles as och
from oriflamme.games.oriflamme import puzzles as ori
from oriflamme.tutor import lesson

ORI = get_game("oriflamme").puzzles
OCH = get_game("orichalque").puzzles


def at(state, played: str = "", edition: str = "base") -> Position:
    return Position(state, played, edition, {"seed": 0, "table": edition}, 0)


def by_misreading(p: Puzzle) -> dict[str, object]:
    return {c.misreading: c.value for c in p.choices if c.misreading}


def test_b9_soldier_revealed_next_to_an_opponents_ambush() -> None:
    """B9: eliminated by an opponent's card, the Ambush gives its owner 4, the
    eliminator its usual 1, and the attacking Soldier is discarded."""
    st = pos("red soldier", "blue ambush", influence={"red": 1, "blue": 1})
    p = ori.make_reveal(at(st, "reveal"), random.Random(1))
    assert p.right.value == {
        "influence": {"blue": 4, "red": 1},
        "out": [["blue", "ambush", "eliminated"], ["red", "soldier", "discarded"]],
    }
    mis = by_misreading(p)
    # the misreadings offered are wrong here, each in its own way
    assert set(mis) <= {
        "ambush_ignored",
        "attacker_stays",
        "no_elimination_gain",
        "elimination_gain_to_owner",
        "tokens_to_eliminator",
    }
    if "ambush_ignored" in mis:
        assert mis["ambush_ignored"] == {
            "influence": {"red": 1},
            "out": [["blue", "ambush", "eliminated"]],
        }
    assert not ORI.verify(p)
    assert "B9" in p.rules and "ambush" in p.cards


def test_g6_the_influence_on_an_eliminated_face_down_card_goes_back_to_the_supply() -> None:
    """G6: a face-down card eliminated: its influence goes back to the supply
    (the misreading gives it to the eliminator)."""
    st = pos("red soldier", "blue lord t2", influence={"red": 0, "blue": 0})
    p = ori.make_reveal(at(st, "reveal"), random.Random(3))
    assert p.right.value == {"influence": {"red": 1}, "out": [["blue", "lord", "eliminated"]]}
    mis = by_misreading(p)
    assert mis.get("tokens_to_eliminator") == {
        "influence": {"red": 3},
        "out": [["blue", "lord", "eliminated"]],
    }
    assert not ORI.verify(p)


def test_b2_the_wrong_neighbour_is_played_by_the_engine() -> None:
    """B2: the Soldier eliminates the adjacent card chosen; the wrong
    neighbour's outcome is the engine's on the other adjacent card."""
    st = pos("blue lord up", "red soldier", "blue heir up", next=1)
    for seed in range(20):
        try:
            p = ori.make_reveal(at(st, "reveal"), random.Random(seed))
        except Rejected:
            continue
        target = int(p.ask["moves"][1].split()[1])
        mis = by_misreading(p)
        if "wrong_neighbour" in mis:
            other = {0: "lord", 2: "heir"}[2 - target]
            assert mis["wrong_neighbour"]["out"] == [["blue", other, "eliminated"]]
            return
    raise AssertionError("no puzzle offered the wrong neighbour")


def test_a5_a11_b7_the_best_target_of_an_assassination() -> None:
    """B7 with A5 and A11: eliminating another player's Queen gives 1 more (+2
    in all), eliminating their Trap costs 3 (-2 net), anything else +1; the
    solver finds the Queen, the unique best."""
    st = pos(
        "red heir up",
        "blue queen up",
        "blue trap",
        "red assassination",
        next=3,
        influence={"red": 5, "blue": 5},
        families={"blue": "ablaze"},
    )
    st.apply("reveal")
    values = ori.round_values(st, "red")
    assert values == {"target 0": 1, "target 1": 2, "target 2": -2, "target 3": 1}
    p = ori.make_best(at(st, "target 1"), random.Random(0))
    assert p.right.value == "target 1"
    assert all(values[c.value] < 2 for c in p.choices if c.id != p.answer)
    assert not ORI.verify(p)


def test_g2_a_move_two_rules_forbid_is_not_asked() -> None:
    """G2: in round 1, «on stack 5» of a queue of 2 breaks two rules at once
    (no stacks in round 1, no card there): not a fair «why not?»."""
    st = pos(
        "red lord", "blue heir", phase="placement", round=1, hands={"red": ["spy"], "blue": []}
    )
    assert ori.reason_applies("cannot_stack_round_1", st, "play spy on 5", "red")
    assert ori.reason_applies("no_card_at_position", st, "play spy on 5", "red")
    assert not ori.reason_applies("card_not_in_hand", st, "play spy on 5", "red")
    assert ori.reason_applies("card_not_in_hand", st, "play soldier start", "red")
    assert ori.reason_applies("legal", st, "play spy end", "red")


def test_g2_every_legality_puzzle_has_exactly_one_reason_that_holds() -> None:
    """G2/G4: the engine's refusal (or «legal») holds, and no distractor's rule does."""
    from oriflamme.practice.generate import generate

    for _, p in generate("oriflamme", "base", 12, seed=2):
        if p.kind != "legal":
            continue
        st = ori._load(p.scenario)
        move = p.ask["move"]
        for c in p.choices:
            assert ori.reason_applies(c.value, st, move, p.player) == (c.id == p.answer), (
                move,
                c.id,
            )


def _chance(strength: int, dice: int, faces, win) -> str:
    rolls = list(product(faces, repeat=dice))
    return och.percent(Fraction(sum(1 for r in rolls if win(r)), len(rolls)))


def test_fight_odds_are_exact_and_the_misreadings_are_the_named_ones() -> None:
    """Rulebook, «Сражение»: 1 die always, +1 per hoplite; a skull wins, or a
    sum at least the creature's strength. The Cerberus (4) with 1 hoplite."""
    st = lesson("orichalque-fight-odds").new_state()
    p = och.make_fight(at(st, "fight c3 1", "orichalque"), random.Random(0))
    faces = st.c.dice

    def total(r):
        return sum(f for f in r if f != "skull")

    assert p.right.value == _chance(4, 2, faces, lambda r: "skull" in r or total(r) >= 4)
    mis = by_misreading(p)
    expected = {
        "och_no_base_die": _chance(4, 1, faces, lambda r: "skull" in r or total(r) >= 4),
        "och_skull_ignored": _chance(4, 2, faces, lambda r: total(r) >= 4),
        "och_must_exceed": _chance(4, 2, faces, lambda r: "skull" in r or total(r) > 4),
    }
    for name, value in mis.items():
        assert value == expected[name], name
    assert not OCH.verify(p)


def test_extra_action_payments_follow_the_rulebooks_table() -> None:
    """Rulebook, phase 4: 2 hoplites buy fight, build or produce; 2 orichalcum
    fight, build or recruit; 2 defeated creatures any action."""
    st = lesson("orichalque-extra-hoplites").new_state()
    while st.s.step != "extra":
        st.apply("pass")
    table = st.c.extra
    sp = st.s.supplies[st.s.turn]
    for action in ("produce", "recruit", "fight", "build"):
        engine = och.extra_value(st, action)
        for pay in engine:
            assert action in table[pay]["actions"]
        if action == "recruit":
            assert "hoplites" not in engine  # hoplites never buy a recruitment
    assert "hoplites" in och.extra_value(st, "produce") or sp.hoplites < 2


def test_o1_a_tile_that_closes_an_area_of_three_forests_calls_rhea() -> None:
    """O1: the lesson's position: the single forest tile at e2 makes an area
    of 3 connected forests; the engine says Rhea comes from the centre."""
    st = lesson("orichalque-titan-attract").new_state()
    events = och.after_events(st, "place e2")
    assert och.titan_value(events, st, "red") == [["rhea", "centre"]]
    assert och.titan_value(och.after_events(st, "place b3"), st, "red") != [["rhea", "centre"]]


def test_o1_the_titan_question_lists_the_tiles_zones_with_commas_and_and() -> None:
    """O1 puzzle: the question names the zones the tile covers as a list
    («b5, c6 и d6», style-ru §11), never the move's notation «b5 c6 d6»."""
    from oriflamme.core.puzzles import Text

    q = Text("practice-och-q-titan", {"player": "green", "zones": "b5 c6 d6", "tile": "t01"})
    for lang, listed in (("ru", "b5, c6 и d6"), ("uk", "b5, c6 і d6"), ("en", "b5, c6 and d6")):
        text = och.render(q, lang)
        assert listed in text, text
        assert "b5 c6" not in text


def test_l7_an_insurrection_is_no_card_that_waits_for_an_opponent() -> None:
    """L7: revealed by its owner, an Insurrection returns 1 to the supply and its
    owner takes the rest — not the Ambush's «its influence goes back and it
    gives only 1» (B9, A11, L8). The snare misreading, whose text says the
    latter, is never offered for it (the Russian reader found it on 9 of 14
    Insurrection puzzles)."""
    st = pos(
        "blue soldier",
        "red insurrection t3",
        "green judge up",
        influence={"red": 1, "blue": 1, "green": 1},
        families={"red": "alliance", "green": "alliance"},
        next=1,
    )
    p = ori.make_reveal(at(st, "reveal", edition="alliance"), random.Random(2))
    assert p.right.value["influence"]["red"] >= 3, p.right.value  # 3 − 1 + …
    assert "snare_tokens_taken" not in by_misreading(p)


def test_b9_a11_the_snare_misreading_names_the_card_revealed() -> None:
    """B9, A11, L8: «why your answer is wrong» for the snare misreading names
    the card of the question («забирает очки влияния с Ловушки»), not a
    periphrasis of it («с карты, поджидающей противника»: ru re-read D5), in
    every language; and says the card's influence goes back to the supply."""
    st = pos(
        "blue soldier",
        "red trap t2",
        influence={"red": 1, "blue": 1, "green": 1},
        families={"red": "ablaze"},
        next=1,
    )
    p = ori.make_reveal(at(st, "reveal", edition="ablaze"), random.Random(0))
    wrong = next(c for c in p.choices if c.misreading == "snare_tokens_taken")
    why = ori.KINDS.why(p, wrong)
    assert why is not None
    for lang, named in (
        ("ru", "с Ловушки"),
        ("uk", "з Пастки"),
        ("fr", "sur le Piège"),
        ("en", "on the Trap"),
    ):
        said = ori.KINDS.render(why, lang)
        assert named in said and "{" not in said, said
    assert ori.KINDS.why(p, p.right) is None


def test_o2_a_titan_already_held_is_named_as_the_players_own() -> None:
    """O2 puzzle: the question is in the third person («Blue places a tile»),
    so a titan Blue already holds is Blue's in the answer — never «you» nor a
    vague «already here» (review uk 5, fr); uk «уже/вже» by the sound before it."""
    texts = och.titan_texts([["kronos", "reactivated"], ["tethys", "held"]], "blue")
    for lang, owner, vague in (
        ("uk", "в Синього", "у вас"),
        ("ru", "у Синего", "у вас"),
        ("fr", "à Bleu", "déjà là"),
        ("en", "Blue already holds", "already here"),
    ):
        said = " ".join(och.render(x, lang) for x in texts)
        assert said.count(owner) == 2 and vague not in said, said
    uk = " ".join(och.render(x, "uk") for x in texts)
    assert "Кронос уже" in uk and "Тефіда вже" in uk, uk


def test_g2_a_legality_question_asks_in_the_person_its_answers_use() -> None:
    """G2 puzzle: the refusal reasons say «your hand», «your stack» — the
    question puts the learner in the player's seat (review uk 2), and «yes»
    is said once («Так, так» was a stutter, review uk 3)."""
    from oriflamme.practice.files import choice_text, question_text
    from oriflamme.practice.generate import generate

    asked = [p for _, p in generate("oriflamme", "ablaze", 12, seed=7) if p.kind == "legal"]
    placing = [p for p in asked if p.ask["move"].startswith("play")]
    assert placing
    you = {"uk": "Ви — ", "fr": "Vous êtes ", "en": "You are "}
    for p in placing:
        for lang, mark in you.items():
            assert question_text(p, lang).startswith(mark), question_text(p, lang)
        for c in p.choices:
            assert "Так, так" not in choice_text(p, c.id, "uk")
