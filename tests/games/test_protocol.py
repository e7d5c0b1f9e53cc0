"""The game protocol (docs/architecture.md, issue 14): both engines' states
fit it, the registry finds games, goal predicates are one registry per game,
and the tutor teaches a game it has never heard of through the protocol alone."""

from __future__ import annotations

import pytest
import toy_game

from oriflamme.core import registry
from oriflamme.core.goals import count, player
from oriflamme.games import (
    Game,
    GoalContext,
    GoalRegistry,
    LessonError,
    State,
    Table,
    game_of,
    game_of_edition,
    game_of_scenario,
    games,
    get_game,
    optional,
    register,
    required,
)
from oriflamme.tutor import LessonRun, parse_lesson
from oriflamme.tutor.run import check_solution


@pytest.fixture
def sticks(monkeypatch):
    """The toy game registered for one test only."""
    monkeypatch.setitem(registry._GAMES, toy_game.NAME, toy_game.GAME)
    return toy_game.GAME


# ---------------------------------------------------------------- states


def test_both_engines_states_fit_the_state_protocol() -> None:
    from oriflamme.games.orichalque.engine import new_game as orichalque_game

    ori = get_game("oriflamme").new_game(["red", "blue"], seed=1)
    ori_chalque = orichalque_game(["red", "blue"], seed=1)
    for st in (ori, ori_chalque):
        assert isinstance(st, State)
        decision = st.pending
        assert decision is not None and list(decision.moves) == st.legal_moves()
        events = st.apply(st.legal_moves()[0], player=decision.player)
        assert isinstance(events, list)
        st.undo()
        assert st.legal_moves() == list(decision.moves)
        assert st.view(None) and not st.finished and st.winners == []


def test_the_oriflamme_game_is_registered_with_its_three_editions() -> None:
    game = get_game("oriflamme")
    assert isinstance(game, Game) and games()[0] is game
    assert game.editions == ("base", "ablaze", "alliance")
    assert game_of_edition("ablaze") is game
    assert game_of(game.new_game(["red", "blue"], seed=2)) is game
    assert game_of_scenario({"players": ["red", "blue"]}) is game  # no "game": Oriflamme


def test_an_unknown_game_is_named() -> None:
    with pytest.raises(KeyError, match="chess"):
        get_game("chess")
    with pytest.raises(KeyError, match="nowhere"):
        game_of_edition("nowhere")
    oriflamme = get_game("oriflamme")
    with pytest.raises(oriflamme.scenario_error) as err:
        game_of_scenario({"game": "chess", "players": ["red", "blue"]})
    assert err.value.field == "game"


def test_a_game_is_registered_once(sticks) -> None:
    assert get_game("sticks") is sticks
    register(sticks)  # the same object again: nothing changes
    with pytest.raises(ValueError, match="already registered"):
        register(toy_game.SticksGame())


def test_refusal_reasons_and_their_text_keys() -> None:
    game = get_game("oriflamme")
    st = game.new_game(["red", "blue"], seed=3)
    with pytest.raises(game.illegal_move) as err:
        st.apply("reveal")
    assert err.value.code in game.reasons
    assert game.reason_key(err.value.code) == f"illegal-{err.value.code}"
    assert game.explain(err.value, "fr")


def test_the_end_of_an_oriflamme_lesson() -> None:
    """End of round and end of game (G3 scenarios end a lesson at its horizon)."""
    from oriflamme.games.oriflamme.engine.events import GameEnded, RoundEnded

    game = get_game("oriflamme")
    st = game.new_game(["red", "blue"], seed=4)
    end_round = [RoundEnded(1)]
    assert game.lesson_end("end_of_round", st, end_round)
    assert game.lesson_end("goal", st, end_round)
    assert not game.lesson_end("end_of_game", st, end_round)
    assert game.lesson_end("end_of_game", st, [GameEnded([], {}, "none")])
    assert not game.lesson_end("end_of_round", st, [])


def test_an_unscripted_oriflamme_opponent_banks() -> None:
    game = get_game("oriflamme")
    assert game.idle_move(["reveal", "bank"]) == "bank"
    assert game.idle_move(["target 1", "target 2"]) == "target 1"


def test_a_round_trip_through_the_scenario() -> None:
    game = get_game("oriflamme")
    st = game.new_game(["red", "blue", "green"], seed=5, edition="alliance")
    st.apply(st.legal_moves()[0])
    again = game.from_scenario(game.to_scenario(st))
    assert again.to_json() == st.to_json()
    game.check_round_trip(st)


def test_parsed_moves_are_the_engines_objects() -> None:
    move = get_game("oriflamme").parse_move("play archer on 2")
    assert (move.verb, move.card, move.where, move.n) == ("play", "archer", "on", 2)
    assert str(move) == "play archer on 2"


# ---------------------------------------------------------------- goals

TABLE = Table(("red", "blue"), {"red": "x", "blue": "x"})


def _registry() -> GoalRegistry:
    goals = GoalRegistry("test")

    @goals.predicate(who=required(player), at_least=optional(count))
    def scored(ctx, who, at_least=1):
        """The player scored."""
        return ctx.state[who] >= at_least

    return goals


def test_a_predicate_is_declared_once_with_its_parameters_and_evaluator() -> None:
    goals = _registry()
    pred = goals["scored"]
    assert pred.required == ("who",) and list(pred.params) == ["who", "at_least"]
    assert pred.doc == "The player scored."
    assert goals.words() == ("scored", "all", "any", "not")
    ctx = GoalContext({"red": 2, "blue": 0})
    assert goals.holds({"scored": {"who": "red"}}, ctx)  # the optional one not passed
    assert not goals.holds({"scored": {"who": "red", "at_least": 3}}, ctx)
    assert goals.holds({"any": [{"scored": {"who": "blue"}}, {"scored": {"who": "red"}}]}, ctx)
    assert goals.holds({"not": {"all": [{"scored": {"who": "blue"}}]}}, ctx)


@pytest.mark.parametrize(
    ("goal", "field", "words"),
    [
        ({"scored": {"who": "green"}}, "goal.scored.who", "not a player"),
        ({"scored": {}}, "goal.scored.who", "missing"),
        ({"scored": {"who": "red", "by": 1}}, "goal.scored.by", "allowed: who, at_least"),
        ({"scored": {"who": "red", "at_least": -1}}, "goal.scored.at_least", "whole number"),
        ({"won": {}}, "goal.won", "known: scored, all, any, not"),
        ({"all": []}, "goal.all", "non-empty list"),
        ({"all": [{"scored": {"who": 3}}]}, "goal.all[0].scored.who", "not a player"),
        ({"scored": {}, "not": {}}, "goal", "exactly one key"),
    ],
)
def test_a_bad_goal_names_its_field(goal, field, words) -> None:
    with pytest.raises(LessonError, match=words) as err:
        _registry().check(goal, "goal", TABLE)
    assert err.value.field == field


def test_a_goal_word_is_defined_once() -> None:
    goals = _registry()
    with pytest.raises(ValueError, match="already defined"):
        goals.predicate(name="scored")(lambda ctx: True)
    with pytest.raises(ValueError, match="already defined"):
        goals.predicate(name="all")(lambda ctx: True)


def test_oriflammes_predicates_check_their_cards_by_edition() -> None:
    """The Twin is an Ablaze card: a base-game lesson cannot name it (A1)."""
    game = get_game("oriflamme")
    table = game.table({"players": ["red", "blue"], "edition": "base"})
    with pytest.raises(LessonError) as err:
        game.goals.check({"eliminated": {"card": "twin", "owner": "red"}}, "goal", table)
    assert err.value.field == "goal.eliminated.card"
    ablaze = game.table({"players": ["red", "blue"], "edition": "ablaze"})
    game.goals.check({"eliminated": {"card": "twin", "owner": "red"}}, "goal", ablaze)


# ---------------------------------------------------------------- a third game


def test_the_tutor_teaches_a_game_it_has_never_heard_of(sticks) -> None:
    lesson = parse_lesson(toy_game.LESSON, check_texts=False)
    assert lesson.game is sticks
    run = LessonRun(lesson)
    assert run.legal_moves == ["take 1", "take 2"]
    wrong = run.try_move("take 2")  # leaves 2: the opponent takes both
    assert wrong.kind == "wrong" and wrong.text == "lesson-sticks-four-wrong"
    assert [e["event"] for e in wrong.events] == ["took", "took", "won"]
    illegal = run.try_move("take 3")
    assert illegal.kind == "illegal" and illegal.code == "too_many"
    assert isinstance(illegal.error, toy_game.Refused)
    assert run.try_move("take 1").kind == "progressed"  # unscripted, bob takes 2
    assert run.state.pile == 1
    out = run.try_move("take 1")
    assert out.kind == "success" and out.stars == 3
    assert check_solution(lesson) == []


def test_a_third_games_lesson_is_checked_by_its_own_rules(sticks) -> None:
    bad = {**toy_game.LESSON, "scenario": {"game": "sticks", "players": ["ann", "bob"], "pile": 0}}
    with pytest.raises(LessonError) as err:
        parse_lesson(bad, check_texts=False)
    assert err.value.field == "scenario.pile"
    bad = {**toy_game.LESSON, "until": "end_of_round"}  # not one of the game's horizons
    with pytest.raises(LessonError, match="goal, end_of_game or"):
        parse_lesson(bad, check_texts=False)
    bad = {**toy_game.LESSON, "goal": {"eliminated": {"card": "lord", "owner": "bob"}}}
    with pytest.raises(LessonError, match="known: won, pile_at_most"):
        parse_lesson(bad, check_texts=False)
    bad = {**toy_game.LESSON, "feedback": {"illegal": {"not_a_legal_target": "x"}}}
    with pytest.raises(LessonError, match="not a reason code"):
        parse_lesson(bad, check_texts=False)


def test_docs_list_every_oriflamme_goal_word() -> None:
    """docs/lessons.md's table of goals is the teachers' view of the registry."""
    from pathlib import Path

    docs = Path(__file__).resolve().parents[2] / "docs" / "lessons.md"
    section = docs.read_text(encoding="utf-8").split("## Goals", 1)[1].split("\n## ", 1)[0]
    missing = [w for w in get_game("oriflamme").goals.words() if f"`{w}`" not in section]
    assert missing == []


# ---------------------------------------------------------------- hidden information


def test_every_oriflamme_event_kind_is_classified_for_the_viewers() -> None:
    """Fail-closed views: each event kind is either public or carries ``face_up``;
    a kind added without a decision is hidden (next test)."""
    from oriflamme.games.oriflamme.engine.events import EVENT_TYPES
    from oriflamme.games.oriflamme.game import FACE_EVENTS, PUBLIC_EVENTS

    assert set(EVENT_TYPES) == PUBLIC_EVENTS | FACE_EVENTS
    assert all("face_up" in EVENT_TYPES[k]._fields for k in FACE_EVENTS)


def test_an_unknown_event_kind_hides_its_cards_from_other_families() -> None:
    from typing import NamedTuple

    class CardPeeked(NamedTuple):  # a kind the adapter has never seen
        player: str
        card: str | None
        by_card: str | None

        @property
        def kind(self) -> str:
            return "CardPeeked"

    game = get_game("oriflamme")
    event = CardPeeked("blue", "lord", "spy")
    assert game.event_for(event, "red") == CardPeeked("blue", None, None)
    assert game.event_for(event, "blue") == event and game.event_for(event, None) == event


def test_another_familys_face_down_placement_is_hidden() -> None:
    from oriflamme.games.oriflamme.engine.events import CardPlaced

    game = get_game("oriflamme")
    placed = CardPlaced("blue", "lord", "blue", 0, False)
    assert game.event_for(placed, "red").card is None
    assert game.event_for(placed, "blue").card == "lord"


def test_gains_are_counted_from_the_learners_first_decision() -> None:
    """``gained_at_least`` compares with ``GoalContext.start`` (the Queen lesson:
    Red must gain 2 from where the lesson puts them, A-edition card-queen)."""
    from oriflamme.tutor import lesson

    lsn = lesson("card-queen")
    run = LessonRun(lsn)
    start = run.state.copy()
    for m in lsn.solution:
        run.try_move(m)
    assert run.result is not None and run.result.kind == "success"
    goals = get_game("oriflamme").goals
    goal = {"gained_at_least": {"player": "red", "amount": 2}}
    assert goals.holds(goal, GoalContext(run.state, run.events, start))
    # measured from the end instead, nothing was gained
    assert not goals.holds(goal, GoalContext(run.state, run.events, run.state))
