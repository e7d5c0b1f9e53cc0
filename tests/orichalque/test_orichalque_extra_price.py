"""Issue 28, honest buttons: the extra action's button states the price the
engine will charge (``GameState.extra_cost``: the components' cost, less the
statues' discount of the player aid), in every language, never a fixed number."""

from __future__ import annotations

import pytest
from helpers_orichalque import at_action, island

from oriflamme.games.orichalque import words
from oriflamme.i18n import t

LANGS = ("uk", "ru", "fr", "en")


def statues_position() -> object:
    """Player a with statues (and a forge: two extra actions), at the extra step."""
    isl = island(
        tiles=[["s06", ["b3"]], ["s07", ["c3"]]], buildings={"b3": "statues1", "c3": "forge"}
    )
    st = at_action("fight1", islands={"a": isl}, supplies={"a": {"hoplites": 2}})
    assert st.s.step == "extra"
    return st


@pytest.mark.parametrize("lang", LANGS)
def test_statues_the_button_says_one_hoplite_as_the_engine_charges(lang: str) -> None:
    st = statues_position()
    move = "extra produce hoplites"
    assert move in st.legal_moves()
    cost = st.move_info(move)["cost"]
    assert cost == 1  # the engine's price with statues
    text = words.extra_label(move, lang, st)
    assert t("och-pay-hoplites-n", lang, count=1) in text
    assert t("och-pay-hoplites-n", lang, count=2) not in text
    # the discount is named, with its size
    price = t("och-pay-hoplites-n", lang, count=1)
    assert t("och-pay-statues-note", lang, price=price, discount=1) in text
    before = st.s.supplies["a"].hoplites
    st.apply(move)
    assert before - st.s.supplies["a"].hoplites == cost  # what the button said


def test_without_statues_the_full_price_from_the_components() -> None:
    st = at_action("fight1", islands={"a": island()}, supplies={"a": {"hoplites": 4}})
    move = "extra produce hoplites"
    assert move in st.legal_moves()
    base = int(st.c.extra["hoplites"]["cost"])
    assert st.move_info(move)["cost"] == base
    assert words.extra_label(move, "uk", st) == (
        f"Виробництво орихалку (віддати {t('och-pay-hoplites-n', 'uk', count=base)})"
    )
    assert "статуї" not in words.extra_label(move, "uk", st)


def test_the_board_button_states_the_engines_price() -> None:
    """The board's own button (what the learner clicks) carries the same words."""
    from oriflamme.widgets.orichalque import OrichalqueBoard

    st = statues_position()
    board = OrichalqueBoard(st, humans=["a"], lang="uk")
    texts = [b.description for b in board.moves_box.children]
    said = [x for x in texts if t("och-pay-hoplites-n", "uk", count=1) in x]
    assert said, texts
    assert not [x for x in texts if t("och-pay-hoplites-n", "uk", count=2) in x]


@pytest.mark.parametrize("lang", LANGS)
def test_statues_in_a_sentence_the_phrase_names_the_discount_without_a_colon(lang: str) -> None:
    """A hint or the advisor says the move as a phrase («Ход: дополнительное
    производство орихалка за 1 гоплита (на 1 меньше благодаря статуям…)»):
    the same price, and no second colon in the sentence."""
    st = statues_position()
    text = words.move_text("extra produce hoplites", lang, st)
    price = t("och-pay-hoplites-n", lang, count=1)
    assert t("och-pay-statues-phrase", lang, price=price, discount=1) in text
    assert ":" not in text and " :" not in text
