"""GameView driven from Python: a sandbox game played to the end by its buttons."""

from __future__ import annotations

import random

import pytest
from helpers import find, html_text, play_buttons, visible_widgets

import oriflamme
from oriflamme.bots import GreedyBot, RandomBot
from oriflamme.widgets import BotTable, GameView, Sandbox
from oriflamme.widgets.geometry import hit_boxes
from oriflamme.widgets.text import t

PLAYERS = ["red", "blue", "green"]


def new_view(seed: int = 3, lang: str = "uk", **kw: object) -> GameView:
    state = oriflamme.new_game(PLAYERS, seed=seed)
    table = BotTable({"blue": GreedyBot(seed), "green": RandomBot(seed + 1)})
    return GameView(state, humans=["red"], controller=table, lang=lang, **kw)


def click_through(view: GameView, rng: random.Random, max_clicks: int = 400) -> int:
    """Click random enabled playing buttons (a hand card, then a place…) to the end."""
    clicks = 0
    while not view.state.finished and clicks < max_clicks:
        buttons = play_buttons(view)
        place = [b for b in buttons if any(c.startswith("ori-place-") for c in b._dom_classes)]
        rng.choice(place or buttons).click()
        clicks += 1
    return clicks


@pytest.mark.parametrize("seed", [1, 2])
def test_a_sandbox_game_is_played_to_the_end_by_clicks(seed: int) -> None:
    sandbox = Sandbox("uk", seed=seed, opponents=2 + seed % 2)
    view = sandbox.game
    assert view is not None
    board_before = view.queue_html.value
    click_through(view, random.Random(seed))
    assert view.state.finished
    assert view.queue_html.value != board_before
    assert view.log_view.value.count("ori-log-entry") > 30
    assert view.final.layout.display != "none"
    final = html_text(view.final.value)
    assert ("Перемагає" in final or "Перемогу ділять" in final) and "впливу" in final


def test_placing_a_card_by_hand_then_place() -> None:
    view = new_view()
    card = view.state.hands["red"][0]
    find(view, f"ori-hand-card--{card}").click()
    assert "ori-hand-card--selected" in find(view, f"ori-hand-card--{card}")._dom_classes
    find(view, "ori-place-end").click()
    assert card not in view.state.hands["red"]
    assert view.session.steps[0].move == f"play {card} end"
    assert "ori-log-entry" in view.log_view.value


def test_targets_light_up_and_are_chosen_by_button_or_by_the_picture() -> None:
    for seed in range(40):
        view = new_view(seed)
        rng = random.Random(seed)
        while not view.state.finished:
            moves = view.state.legal_moves() if view.session.human_turn else []
            targets = [m for m in moves if m.startswith("target ")]
            if targets:
                break
            click_through(view, rng, max_clicks=1)
        else:
            continue
        pos = [int(m.split()[1]) for m in targets]
        for p in pos:
            button = find(view, f"ori-target-{p}")
            assert button.description and button.tooltip
            assert f'data-pos="{p}"' in view.queue_html.value
        hit = find(view, f"ori-hit-target-{pos[-1]}")
        assert hit.tabbable is False and hit.tooltip
        before = len(view.session.steps)
        hit.click()
        assert view.session.steps[before].move == f"target {pos[-1]}"
        return
    pytest.fail("no target decision came up in 40 games")


def test_every_button_has_a_label_and_an_ori_class() -> None:
    view = new_view(5)
    rng = random.Random(5)
    for _ in range(60):
        if view.state.finished:
            break
        for widget in visible_widgets(view):
            classes = getattr(widget, "_dom_classes", ())
            if hasattr(widget, "on_click"):
                assert widget.tooltip, classes
                assert any(c.startswith("ori-") for c in classes), classes
                if "ori-hit" not in classes:
                    assert widget.description, classes
        click_through(view, rng, max_clicks=1)


def test_an_illegal_move_is_explained_in_the_chosen_language_and_changes_nothing() -> None:
    view = new_view(lang="fr")
    before = view.state.to_json()
    assert view.play("play archer on 7") is False
    assert view.state.to_json() == before
    assert view.error.layout.display != "none"
    assert view.error.value and "on 7" not in view.error.value
    view.lang = "uk"
    view.play("target 9")
    assert view.state.to_json() == before
    assert any("\u0400" <= ch <= "\u04ff" for ch in view.error.value)


def test_before_move_may_veto_with_a_reason() -> None:
    seen = []
    view = new_view(before_move=lambda move: "Не зараз!" if move.endswith("start") else None)
    view.session.on_move = lambda player, move, events: seen.append((player, move))
    card = view.state.hands["red"][0]
    assert view.play(f"play {card} start") is False
    assert "Не зараз!" in view.error.value and not view.session.steps
    assert view.play(f"play {card} end") is True
    assert seen[0] == ("red", f"play {card} end") and len(seen) > 1  # the bots' moves too


def test_undo_takes_back_a_placement_with_the_bots_moves_after_it() -> None:
    """Red places last in round 1 of a four-player game whose first player is blue:
    nothing is revealed before red's turn comes back, so the placement can be undone."""
    state = oriflamme.new_game(["blue", "red", "green", "yellow"], seed=7, first_player="green")
    table = BotTable({p: RandomBot(i) for i, p in enumerate(["blue", "green", "yellow"])})
    view = GameView(state, humans=["red"], controller=table, lang="uk")
    before = view.state.to_json()
    assert len(view.session.steps) == 3  # green, yellow and blue placed
    card = view.state.hands["red"][0]
    view.play(f"play {card} start")
    if view.session.can_undo:
        assert not find(view, "ori-undo").disabled
        find(view, "ori-undo").click()
        assert view.state.to_json() == before
        assert len(view.session.steps) == 3
    else:
        assert find(view, "ori-undo").disabled


def test_undo_never_crosses_hidden_information() -> None:
    undos = 0
    for seed in range(6):
        undos += _random_undos(seed)
    assert undos > 0


def _random_undos(seed: int) -> int:
    view = new_view(seed)
    session = view.session
    rng = random.Random(seed)
    undos = 0
    while not view.state.finished:
        if session.can_undo and rng.random() < 0.3:
            target = session.undo_points[-1]
            known_then = session._known_cards(session.view_at(target))
            seen_since = set()
            for step in session.steps[target:]:
                seen_since |= session._known_cards(step.view) | session._named_in(step.events)
            assert seen_since <= known_then, "undo would unsee a card"
            view.undo()
            assert len(session.steps) == target
            assert view.state.view("red") == session.view_at(target)
            undos += 1
        click_through(view, rng, max_clicks=1)
    return undos


def test_undo_is_refused_once_an_opponents_card_was_revealed() -> None:
    for seed in range(30):
        view = new_view(seed)
        rng = random.Random(seed)
        while not view.state.finished:
            click_through(view, rng, max_clicks=1)
            if view.session.undo_points and not view.session.can_undo:
                undo = find(view, "ori-undo")
                assert undo.disabled and undo.tooltip
                steps = len(view.session.steps)
                assert view.undo() is False and len(view.session.steps) == steps
                return
    pytest.fail("undo was never blocked")


def test_stepping_back_and_forth_through_the_log_is_read_only() -> None:
    view = new_view(4)
    rng = random.Random(4)
    for _ in range(8):
        click_through(view, rng, max_clicks=1)
    live_board, n = view.queue_html.value, len(view.session.steps)
    find(view, "ori-step-back").click()
    assert view.replay_step == n - 1
    assert not play_buttons(view), "no playing while replaying"
    for _ in range(n + 2):
        view.step_back()
    assert view.replay_step == 0
    assert "ori-log__step--future" in view.log_view.value
    while view.replay_step is not None:
        find(view, "ori-step-forward").click()
    assert view.queue_html.value == live_board and len(view.session.steps) == n


def test_hit_boxes_lie_on_the_cards_of_the_picture() -> None:
    view = new_view(2)
    rng = random.Random(2)
    while len(view.state.queue) < 4:
        click_through(view, rng, max_clicks=1)
    boxes = hit_boxes(view.queue_html.value)
    assert set(boxes.cards) == set(range(len(view.state.queue)))
    xs = [boxes.cards[p].x for p in sorted(boxes.cards)]
    assert xs == sorted(xs) and boxes.width > xs[-1]


def test_one_click_places_the_card_and_redraws_the_board() -> None:
    """A placement click plays the move and redraws the queue and the hand at
    once (how fast is measured by ``make bench``'s UI part, never a timed test)."""
    view = new_view(6)
    card = view.state.hands["red"][0]
    before = view.queue_html.value
    find(view, f"ori-hand-card--{card}").click()
    find(view, "ori-place-end").click()
    assert view.session.steps[0].move == f"play {card} end"
    assert view.queue_html.value != before
    assert f"ori-hand-card--{card}" not in {c for b in view.buttons() for c in b._dom_classes}


def test_the_teachers_desk_is_told_who_won_not_that_it_won_or_lost() -> None:
    """At the desk (every family at the board, every card shown) the end panel
    names the winner and the tie-break; «you won» / «not this time» speak to a
    learner who plays one family, never to the teacher (independent reader, fr E5)."""
    state = oriflamme.new_game(["red", "blue", "green"], seed=5)
    for _ in range(2000):
        if state.finished:
            break
        state.apply(RandomBot(1).choose(state.view(state.pending.player)))
    desk = GameView(state, humans=state.players, see_all=True, lang="fr")
    learner = GameView(state.copy(), humans=["red"], lang="fr")
    for verdict in ("w-final-you-won", "w-final-you-lost"):
        assert t(verdict, "fr") not in html_text(desk.final.value)
    said = [v for v in ("w-final-you-won", "w-final-you-lost") if t(v, "fr") in learner.final.value]
    assert len(said) == 1


@pytest.mark.parametrize("lang", ["uk", "ru", "fr", "en"])
@pytest.mark.parametrize(
    ("queue", "key", "edition"),
    [
        # B5: the Shapeshifter chooses the character it copies
        ([["red", "shapeshifter", False], ["blue", "soldier", True]], "w-status-copy", "base"),
        # A10: the Combination chooses one of its player's face-up characters
        ([["red", "combination", False], ["red", "queen", True]], "w-status-apply", "ablaze"),
        # a real target stays «the target»
        ([["red", "archer", False], ["blue", "soldier", True]], "w-status-target", "base"),
    ],
)
def test_a_character_to_copy_or_apply_is_not_called_a_target(queue, key, edition, lang) -> None:
    """B5, A10: the Shapeshifter copies and the Combination applies a character;
    the status and the choice buttons say so, not «choose the target» (review fr)."""
    from oriflamme.games.oriflamme.engine.scenario import load_data

    state = load_data(
        {
            "edition": edition,
            "players": ["red", "blue"],
            "round": 2,
            "phase": "resolution",
            "next": 0,
            "queue": [[{"card": c, "owner": o, "face_up": up}] for o, c, up in queue],
        }
    )
    state.apply("reveal")
    view = GameView(state, humans=["red"], lang=lang)
    shown = html_text(view.status.value)
    card = "shapeshifter" if key == "w-status-copy" else queue[0][1]
    from oriflamme.i18n.grammar import card_args

    assert t(key, lang, **card_args("card", card, lang), pos=1) in shown, shown
    titles = html_text(view.targets_title.value)
    title = "w-targets-title" if key == "w-status-target" else "w-characters-title"
    assert t(title, lang) == titles
