"""Orichalque's board names whose decision it is in a sentence of its own
(«Хід Червоного.», never a bare name before the prompt's own colon), and each
hoplite count's tooltip with a colon that follows each language's
typography: French puts a no-break space (U+00A0) before it (the brief's
quality bar), uk and ru do not."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest

from oriflamme.games.orichalque.game import GAME, words
from oriflamme.i18n import t
from oriflamme.widgets.orichalque import OrichalqueBoard

COLON = {"uk": ":", "ru": ":", "fr": "\u00a0:"}


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_whose_decision_is_said_with_the_language_colon(lang: str) -> None:
    st = GAME.new_game(["red", "blue"], seed=1)
    board = OrichalqueBoard(st, humans=["red", "blue"], see_all=True, lang=lang)
    status = html.unescape(board.status.value)
    who = t("och-status-who", lang, **words.player_args("player", st.pending.player, lang))
    assert f"{who} {t('och-status-metropolis', lang)}" in status
    name = words.name(st.pending.player, lang)
    assert f"{name}:" not in status and f"{name}\u00a0:" not in status


def test_the_hoplite_count_tooltips_have_the_french_colon() -> None:
    """The rulebook's fight example position (Vladimir's Cyclops), in French."""
    golden = Path(__file__).resolve().parents[1] / "scenarios" / "orichalque"
    data = json.loads((golden / "vladimir_cyclops_cerberus.json").read_text("utf-8"))
    data.pop("moves")
    board = OrichalqueBoard(GAME.from_scenario(data), humans=["vladimir"], lang="fr")
    toggle, _roll = board.fight_rows()[0]
    label = t("och-fight-hoplites", "fr")
    assert list(toggle.tooltips) == [f"{label}\u00a0: {n}" for n in toggle.options]
