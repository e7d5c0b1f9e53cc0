"""The log tells causes before their effects, and names a chosen target (issue 8)."""

from __future__ import annotations

import pytest
from helpers import html_text
from scenario_helpers import pos

from oriflamme.games.oriflamme.engine import events as ev
from oriflamme.widgets import GameView


def teacher(state: object, lang: str) -> GameView:
    return GameView(state, humans=state.players, see_all=True, lang=lang)  # type: ignore[attr-defined]


def test_G6_B9_the_elimination_is_told_before_the_card_it_uncovers() -> None:
    """The Soldier eliminates a face-down Ambush lying on a Spy: «the Soldier
    eliminates the Ambush» comes before «the Spy is now on top» (G6), then
    the Ambush's own effect (B9)."""
    st = pos("red soldier up", ["blue spy up", "blue ambush"], "green lord", round=2)
    view = teacher(st, "uk")
    assert view.play("target 1")
    events = view.session.steps[-1].events
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("CardEliminated") < kinds.index("CardUncovered")
    assert ev.CardUncovered("spy", "blue", 1, True) in events
    text = html_text(view.log_view.value)
    eliminated = text.index("вилучає закриту карту синього гравця: це Засідка")
    uncovered = text.index("Тепер зверху на стосі — Шпигун")
    discarded = text.index("Солдат червоного гравця, що вилучив Засідку, йде в скид")
    assert eliminated < uncovered < discarded


def test_B8_a_card_moved_off_a_stack_is_told_before_the_card_it_uncovers() -> None:
    st = pos(["blue heir up", "blue spy"], "red royal_decree", "green lord", round=2, next=1)
    events = []
    for move in ("reveal", "target 0", "to 3"):
        events = st.apply(move)
    assert events[:2] == [
        ev.CardMoved("red", "spy", "blue", 0, 3),
        ev.CardUncovered("heir", "blue", 0, True),
    ]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("uk", "Червоний вибирає ціль для карти «Королівський указ»: Шпигуна синього гравця"),
        ("ru", "Красный выбирает цель для карты «Королевский указ»: Шпиона синего игрока"),
        ("fr", "Rouge choisit la cible du Décret Royal\u00a0: l’Espion de Bleu"),
    ],
)
def test_B8_a_target_choice_names_the_target_live_and_replayed(lang: str, said: str) -> None:
    """The Royal Decree's target choice causes no event (the destination comes
    next): its log entry names the chosen card, also when stepped back to."""
    st = pos(["blue heir up", "blue spy"], "red royal_decree", "green lord", round=2, next=1)
    view = teacher(st, lang)
    assert view.play("reveal") and view.play("target 0")
    assert said in html_text(view.log_view.value)
    assert view.play("to 3")
    view.step_back()  # the position after the target choice, replayed
    current = view.log_view.value.split("ori-log__step--current", 1)[1].split("</section>")[0]
    assert said in html_text(current)
    assert "ori-log-entry--choice" in current


def test_a_hidden_target_is_told_as_a_face_down_card_of_its_family() -> None:
    """The learner (red) does not know blue's face-down card: the entry says so."""
    st = pos(["blue heir", "blue spy"], "red royal_decree", "green lord", round=2, next=1)
    view = GameView(st, humans=["red"], lang="uk")
    assert view.play("reveal") and view.play("target 0")
    assert "закриту карту синього гравця (позиція 1)" in html_text(view.log_view.value)
    assert "Шпигун" not in html_text(view.log_view.value)
